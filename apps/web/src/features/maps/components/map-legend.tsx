import { Checkbox, Group, Paper, Stack, Text } from "@mantine/core";
import { coverageScale, type MapColourKey, type MapLegendEntry, mapColourKeys, mapStateGroup } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import classes from "./maps-page.module.css";
import { StateSwatch } from "./state-swatch";

const kindEntries = ["accessPoint", "deviceCount", "shelfLabel", "switch"] as const satisfies MapLegendEntry[];
const stateEntries = ["reachable", "unreachable", "notSupervised"] as const satisfies MapLegendEntry[];

/** The colours of "not supervised": every state people set (planned, hibernation, works...). */
const notSupervisedColours = mapColourKeys.filter((key) => mapStateGroup(key) === "notSupervised");

/** How each kind is drawn, in small. */
function KindSymbol({ entry }: { entry: (typeof kindEntries)[number] }) {
  if (entry === "deviceCount") return <span className={classes.countSymbol}>12</span>;
  if (entry === "accessPoint") return <StateSwatch colour="reachable" />;
  return (
    <span
      aria-hidden="true"
      className={classes.squareSymbol}
      style={{ width: entry === "switch" ? 14 : 8, height: entry === "switch" ? 14 : 8 }}
    />
  );
}

interface MapLegendProps {
  id: string;
  hidden: ReadonlySet<MapLegendEntry>;
  onToggle: (entry: MapLegendEntry) => void;
  /** The coverage view is on: its scale is explained. */
  showsCoverage: boolean;
}

/**
 * docs/product.md#maps-equipment legend: access point, device count, shelf label, switch; the states
 * reachable, unreachable and not supervised (with the colours of planned,
 * hibernation, works...). Each entry shows or hides what it names on the
 * map, remembered in local storage.
 */
export function MapLegend({ id, hidden, onToggle, showsCoverage }: MapLegendProps) {
  const { t } = useTranslation();
  const entry = (name: MapLegendEntry, symbol: ReactNode, details?: ReactNode) => (
    <div key={name}>
      <Checkbox
        size="sm"
        checked={!hidden.has(name)}
        onChange={() => onToggle(name)}
        label={
          <Group gap={8} wrap="nowrap" component="span">
            {symbol}
            {t(`maps.legend.entries.${name}`)}
          </Group>
        }
      />
      {details}
    </div>
  );
  return (
    <Paper id={id} withBorder radius="md" p="sm" component="section" aria-labelledby={`${id}-title`}>
      <Text size="sm" fw={700} id={`${id}-title`} mb={4}>
        {t("maps.legend.title")}
      </Text>
      <Text size="xs" c="dimmed" mb="xs">
        {t("maps.legend.hint")}
      </Text>
      <Stack gap={6}>{kindEntries.map((name) => entry(name, <KindSymbol entry={name} />))}</Stack>
      <Stack gap={6} mt="sm">
        {stateEntries.map((name) =>
          name === "notSupervised"
            ? entry(
                name,
                <StateSwatch colour="planned" />,
                <ul className={classes.legendDetails}>
                  {notSupervisedColours.map((key: MapColourKey) => (
                    <li key={key}>
                      <StateSwatch colour={key} />
                      <span>{t(`maps.states.${key}`)}</span>
                    </li>
                  ))}
                </ul>,
              )
            : entry(name, <StateSwatch colour={name} />),
        )}
      </Stack>
      {showsCoverage && <CoverageScale />}
    </Paper>
  );
}

/** The coverage view's scale (coverageScale): an estimate from where the access points are, not a measure. */
function CoverageScale() {
  const { t } = useTranslation();
  return (
    <div className={classes.coverageScale}>
      <Text size="sm" fw={700}>
        {t("maps.legend.coverage.title")}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t("maps.legend.coverage.note")}
      </Text>
      <ul className={classes.legendDetails}>
        {coverageScale.map((step) => (
          <li key={step.quality}>
            <span aria-hidden="true" className={classes.coverageStep} style={{ background: step.colour }} />
            <span>
              {t("maps.legend.coverage.step", {
                quality: t(`maps.legend.coverage.qualities.${step.quality}`),
                dbm: formatNumber(step.minDbm),
              })}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
