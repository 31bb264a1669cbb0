import { Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useHealth } from "../api/get-health";

type HealthState = "checking" | "ok" | "degraded" | "unreachable";

const dotColors: Record<HealthState, string> = {
  checking: "var(--mantine-color-gray-4)",
  ok: "var(--mantine-color-teal-6)",
  degraded: "var(--mantine-color-yellow-6)",
  unreachable: "var(--mantine-color-red-6)",
};

/** A one-line reading of GET /api/health: is the console talking to its server? */
export function HealthStatus() {
  const { t } = useTranslation();
  const { data, isError } = useHealth();
  const state: HealthState = isError ? "unreachable" : (data?.status ?? "checking");

  return (
    <Group gap={8} wrap="nowrap" role="status" aria-label={t("health.label")}>
      <span
        aria-hidden="true"
        style={{ width: 8, height: 8, borderRadius: "50%", background: dotColors[state], flexShrink: 0 }}
      />
      <Text size="xs" c="dimmed">
        {t(`health.${state}`)}
      </Text>
    </Group>
  );
}
