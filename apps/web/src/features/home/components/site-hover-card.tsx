import { Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { AlertedAvailabilityLevel } from "../../../components/availability-alert";
import { AvailabilitySince } from "../../../components/availability-since";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber, formatPercent } from "../../../i18n/format-number";

/** docs/product.md#home-map: what a site marker's hover card tells; null where not known (yet). */
export interface SiteHoverDetails {
  name: string;
  lots: number | null;
  buildings: number | null;
  /** ISO 8601. */
  lastUpdate: string | null;
  /** The Internet link's use: traffic over what the lines deliver (linkUsePercent). */
  linkUse: number | null;
  connectedDevices: number | null;
  accessPoints: { ok: number; total: number } | null;
  /** A down or degraded site's level and since when; absent when up or not known. */
  outage?: { level: AlertedAvailabilityLevel; since: string | null };
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="lg" wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="xs" fw={600}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * Marker hover card (docs/product.md#home-map): site name, lot count, building count, last
 * update, the Internet link's use, connected devices, AP ratio.
 */
export function SiteHoverCard({ details }: { details: SiteHoverDetails }) {
  const { t } = useTranslation();
  const number = (value: number | null) => (value === null ? "—" : formatNumber(value));
  const { accessPoints } = details;
  return (
    <Card shadow="md" radius="md" padding="sm" withBorder miw={220} role="tooltip">
      <Stack gap={6}>
        <Text fw={700} size="sm">
          {details.name}
        </Text>
        {details.outage && <AvailabilitySince level={details.outage.level} since={details.outage.since} size="xs" />}
        <Row label={t("home.hover.lots")} value={number(details.lots)} />
        <Row label={t("home.hover.buildings")} value={number(details.buildings)} />
        <Row
          label={t("home.hover.lastUpdate")}
          value={details.lastUpdate ? formatDateTime(details.lastUpdate) : t("home.hover.never")}
        />
        <Row
          label={t("home.hover.bandwidthUse")}
          value={details.linkUse === null ? "—" : formatPercent(details.linkUse)}
        />
        <Row label={t("home.hover.connectedDevices")} value={number(details.connectedDevices)} />
        <Row
          label={t("home.hover.accessPoints")}
          value={accessPoints ? `${number(accessPoints.ok)} / ${number(accessPoints.total)}` : "—"}
        />
      </Stack>
    </Card>
  );
}
