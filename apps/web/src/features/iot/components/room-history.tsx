import { Badge, Group, Skeleton, Stack, Text } from "@mantine/core";
import type { IotCommandRecord, IotCommandState } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useRoomHistory } from "../api/find-room-history";

const stateColours: Record<IotCommandState, string> = {
  queued: "blue",
  sent: "blue",
  acknowledged: "teal",
  failed: "red",
  expired: "orange",
};

/** The room's and its devices' commands (who, what, when, result), newest first. */
export function RoomHistory({ siteId, roomId }: { siteId: number; roomId: number }) {
  const { t } = useTranslation();
  const history = useRoomHistory(siteId, roomId);
  if (history.isPending) {
    return (
      <Stack gap="xs" role="status" aria-label={t("iots.history.loading")}>
        <Skeleton h={40} />
        <Skeleton h={40} />
      </Stack>
    );
  }
  if (history.isError) {
    return (
      <Text c="red" size="sm" role="alert">
        {t("iots.history.error")}
      </Text>
    );
  }
  if (history.data.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t("iots.history.empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {history.data.map((command) => (
        <li key={command.id}>
          <HistoryLine command={command} />
        </li>
      ))}
    </Stack>
  );
}

function HistoryLine({ command }: { command: IotCommandRecord }) {
  const { t } = useTranslation();
  // A site's private keys are no room's: the history never holds them (docs/private-wifi.md#commands).
  if (command.kind === "private_keys") return null;
  const target = command.device_name ?? command.device_serial;
  return (
    <Stack gap={2} data-testid="history-line">
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
          {t(`iots.history.kinds.${command.kind}`)}
          {target ? ` · ${target}` : ""}
          {command.detail ? ` · ${command.detail}` : ""}
        </Text>
        {/* The state is never cut: a long line (a replacement's two names) wraps beside it. */}
        <Badge size="sm" variant="light" color={stateColours[command.state]} style={{ flexShrink: 0 }}>
          {t(`iots.history.states.${command.state}`)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t("iots.history.byAt", {
          who: command.actor_name ?? t("iots.history.unknownActor"),
          when: formatDateTime(command.created_at),
        })}
        {command.finished_at ? ` · ${t("iots.history.finishedAt", { when: formatDateTime(command.finished_at) })}` : ""}
      </Text>
      {command.failure && (
        <Text size="xs" c="red">
          {command.failure}
        </Text>
      )}
    </Stack>
  );
}
