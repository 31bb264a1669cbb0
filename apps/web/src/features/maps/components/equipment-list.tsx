import { Badge, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import {
  type EquipmentItem,
  type EslRow,
  isShownByLegend,
  type MapLegendEntry,
  mapColourKey,
  type SiteMapFloor,
} from "@ondine/domain";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import { eslsOf, isMarker } from "../map-selection";
import { EquipmentDetails, equipmentStateText } from "./equipment-details";
import classes from "./maps-page.module.css";
import { StateSwatch } from "./state-swatch";

interface EquipmentEntryProps {
  item: EquipmentItem;
  esls: readonly EslRow[];
  /** Where it is, when the list mixes floors (unlocalized equipment on a floor). */
  place?: string;
  isHighlighted: boolean;
  onHighlight: (id: number | null) => void;
  /** The site, when the user may open a ticket about its equipment. */
  ticketSiteId: number | undefined;
}

/** One piece of equipment: a button that rings it on the map and unfolds its details. */
function EquipmentEntry({ item, esls, place, isHighlighted, onHighlight, ticketSiteId }: EquipmentEntryProps) {
  const { t } = useTranslation();
  const detailsId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const colour = mapColourKey(item.state, item.muted);
  useEffect(() => {
    if (isHighlighted) ref.current?.scrollIntoView({ block: "nearest" });
  }, [isHighlighted]);
  const name = item.tag || item.model.name;
  return (
    <li ref={ref} className={classes.entry} data-highlighted={isHighlighted || undefined}>
      <UnstyledButton
        className={classes.entryButton}
        aria-expanded={isHighlighted}
        aria-controls={detailsId}
        data-equipment-id={item.id}
        data-mac={item.mac}
        data-state={item.state}
        onClick={() => onHighlight(isHighlighted ? null : item.id)}
      >
        <Group gap={8} wrap="nowrap" align="flex-start">
          {colour && <StateSwatch colour={colour} shape={item.category === "access_point" ? "circle" : "square"} />}
          <div>
            <Text size="sm" fw={600} lh={1.3}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {[t(`maps.categories.${item.category}`), item.model.name, equipmentStateText(item, t), place]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </div>
        </Group>
      </UnstyledButton>
      <div id={detailsId} hidden={!isHighlighted} className={classes.entryDetails}>
        {isHighlighted && <EquipmentDetails item={item} esls={eslsOf(item, esls)} ticketSiteId={ticketSiteId} />}
      </div>
    </li>
  );
}

interface EquipmentListProps {
  /** The floors whose markers are listed: the chosen one flat, every floor of the building isometric. */
  floors: readonly SiteMapFloor[];
  /** Equipment on no plan: the site's unlocalized equipment and any without a position. */
  unplaced: readonly { item: EquipmentItem; floor: SiteMapFloor | null }[];
  esls: readonly EslRow[];
  hidden: ReadonlySet<MapLegendEntry>;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
  /** The site, when the user may open a ticket about its equipment (docs/tickets.md#context). */
  ticketSiteId?: number | undefined;
}

/**
 * Beside the canvas, what it draws as a list a keyboard and a screen reader
 * reach: every marker of the floor (of every floor in the isometric view)
 * that the legend shows, each with the hover card's details, then the
 * equipment placed on no plan.
 */
export function EquipmentList({
  floors,
  unplaced,
  esls,
  hidden,
  highlightedId,
  onHighlight,
  ticketSiteId,
}: EquipmentListProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const unplacedId = useId();
  const groups = floors.map((floor) => {
    const markers = floor.equipment.filter(isMarker);
    const shown = markers.filter((item) => isShownByLegend(item, hidden));
    return { floor, shown, hiddenCount: markers.length - shown.length };
  });
  const total = groups.reduce((sum, group) => sum + group.shown.length, 0);
  const entry = (item: EquipmentItem, place?: string) => (
    <EquipmentEntry
      key={item.id}
      item={item}
      esls={esls}
      place={place}
      isHighlighted={highlightedId === item.id}
      onHighlight={onHighlight}
      ticketSiteId={ticketSiteId}
    />
  );

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} className={classes.list}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={700} id={headingId} component="h2">
          {t("maps.list.title")}
        </Text>
        <Badge variant="light" color="gray">
          {t("maps.list.count", { count: total })}
        </Badge>
      </Group>
      {groups.map(({ floor, shown, hiddenCount }) => (
        <div key={floor.uuid}>
          {floors.length > 1 && (
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4} component="h3">
              {floor.name}
            </Text>
          )}
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t(hiddenCount > 0 ? "maps.list.allHidden" : "maps.list.empty")}
            </Text>
          ) : (
            <ul className={classes.entries}>{shown.map((item) => entry(item))}</ul>
          )}
          {hiddenCount > 0 && shown.length > 0 && (
            <Text size="xs" c="dimmed" mt={4}>
              {t("maps.list.hiddenByLegend", { count: hiddenCount })}
            </Text>
          )}
        </div>
      ))}
      <div>
        <Group justify="space-between" gap="xs" mb={4}>
          <Text size="sm" fw={700} id={unplacedId} component="h2">
            {t("maps.list.unplaced.title")}
          </Text>
          <Badge variant="light" color="gray">
            {formatNumber(unplaced.length)}
          </Badge>
        </Group>
        {unplaced.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("maps.list.unplaced.empty")}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb={4}>
              {t("maps.list.unplaced.hint")}
            </Text>
            <ul className={classes.entries} aria-labelledby={unplacedId}>
              {unplaced.map(({ item, floor }) =>
                entry(item, floor ? t("maps.list.unplaced.onFloor", { floor: floor.name }) : undefined),
              )}
            </ul>
          </>
        )}
      </div>
    </Stack>
  );
}
