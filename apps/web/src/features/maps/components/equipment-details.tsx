import { Group, Text } from "@mantine/core";
import { type EquipmentEsl, type EquipmentItem, type EslRow, mapColourKey, visibleNetworkName } from "@ondine/domain";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OpenTicketLink } from "../../../components/tickets/open-ticket-link";
import { formatNumber } from "../../../i18n/format-number";
import classes from "./maps-page.module.css";
import { StateSwatch } from "./state-swatch";

interface EquipmentDetailsProps {
  item: EquipmentItem;
  /** The shelf labels this access point carries. */
  esls: readonly (EslRow | EquipmentEsl)[];
  /** Its site, when the user may open a ticket about it (docs/tickets.md#context); not in a hover card, which no keyboard reaches. */
  ticketSiteId?: number | undefined;
}

/**
 * The word for the colour equipment is drawn in: "Silent mode" under a silence window
 * (docs/alerts.md#silent-mode; drawn muted, its own state kept for the window's end), else its state's.
 */
export function equipmentStateText(item: Pick<EquipmentItem, "state" | "muted">, t: TFunction): string | null {
  const colour = mapColourKey(item.state, item.muted);
  if (colour === null) return null;
  return item.muted ? t("availability.silentMode") : t(`maps.states.${colour}`);
}

/**
 * docs/product.md#maps-screen hover card: model, MAC, tag, the 2.4 GHz and 5 GHz network names
 * (a mesh backhaul's hidden), the connected devices, the state and the
 * shelf labels (label and MAC). The list beside the map shows the same, and
 * there, for those who may use tickets, a link to open one about it.
 */
export function EquipmentDetails({ item, esls, ticketSiteId }: EquipmentDetailsProps) {
  const { t } = useTranslation();
  const colour = mapColourKey(item.state, item.muted);
  const ssid24 = visibleNetworkName(item.ssid_2ghz);
  const ssid5 = visibleNetworkName(item.ssid_5ghz);
  const rows: [string, ReactNode][] = [
    [t("maps.details.model"), item.model.name || "-"],
    [
      t("maps.details.mac"),
      <span key="mac" className={classes.mono}>
        {item.mac}
      </span>,
    ],
    [t("maps.details.tag"), item.tag || "-"],
  ];
  if (ssid24) rows.push([t("maps.details.ssid24"), ssid24]);
  if (ssid5) rows.push([t("maps.details.ssid5"), ssid5]);
  if (item.category === "access_point") {
    rows.push([t("maps.details.connected"), formatNumber(item.connected_stations)]);
  }
  if (colour) {
    rows.push([
      t("maps.details.state"),
      <Group key="state" gap={6} wrap="nowrap" component="span">
        <StateSwatch colour={colour} />
        {equipmentStateText(item, t)}
      </Group>,
    ]);
  }
  return (
    <div>
      <dl className={classes.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={classes.detailRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {esls.length > 0 && (
        <>
          <Text size="xs" fw={700} mt={6}>
            {t("maps.details.shelfLabels", { count: esls.length })}
          </Text>
          <ul className={classes.eslList}>
            {esls.map((esl) => (
              <li key={esl.mac}>
                {esl.label || t("maps.details.noLabel")} <span className={classes.mono}>{esl.mac}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {ticketSiteId !== undefined && (
        <OpenTicketLink siteId={ticketSiteId} equipmentId={item.id} size="xs" mt={6} display="inline-block" />
      )}
    </div>
  );
}
