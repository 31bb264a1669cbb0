import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PrivateWifiSiteFigures } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../i18n/format-number";
import classes from "./private-wifi.module.css";

interface FigureProps {
  label: string;
  value: ReactNode;
  hint?: string;
  /** A word rather than a number (the SSID): smaller, broken at its hyphens before anywhere else. */
  isText?: boolean;
}

function Figure({ label, value, hint, isText = false }: FigureProps) {
  return (
    <Paper withBorder p="sm" component="li">
      <Stack gap={2}>
        <Text size="xs" c="dimmed" fw={600}>
          {label}
        </Text>
        <Text fw={700} size={isText ? "md" : "lg"} className={classes.wrapWords}>
          {value}
        </Text>
        {hint && (
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The site's figures above the list (docs/private-wifi.md#commands): its
 * private SSID, the keys it holds against its limit, its spaces by state,
 * the devices connected, and the key changes waiting for the site or failed.
 */
export function PrivateWifiFigures({ figures }: { figures: PrivateWifiSiteFigures }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 4, lg: 7 }}
      spacing="sm"
      component="ul"
      className={classes.plainList}
      aria-label={t("privateWifi.figures.label")}
    >
      <Figure label={t("privateWifi.figures.ssid")} value={figures.ssid ?? t("privateWifi.figures.noSsid")} isText />
      <Figure
        label={t("privateWifi.figures.keys")}
        value={t("privateWifi.figures.keysValue", { used: figures.keys_in_use, limit: figures.key_limit })}
      />
      <Figure label={t("privateWifi.figures.active")} value={formatNumber(figures.active)} />
      <Figure label={t("privateWifi.figures.expired")} value={formatNumber(figures.expired)} />
      <Figure
        label={t("privateWifi.figures.devices")}
        value={formatNumber(figures.devices)}
        hint={t("privateWifi.figures.withDevices", { count: figures.with_devices })}
      />
      <Figure label={t("privateWifi.figures.waiting")} value={formatNumber(figures.waiting)} />
      <Figure label={t("privateWifi.figures.failed")} value={formatNumber(figures.failed)} />
    </SimpleGrid>
  );
}
