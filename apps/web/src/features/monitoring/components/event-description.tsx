import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MaintenanceEventDocument } from "../api/find-maintenance-events";

/** An incident's description, then its cause and its support ticket when it has them: in the table and on its card. */
export function EventDescription({ event }: { event: MaintenanceEventDocument }) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm">{event.description || "-"}</Text>
      {event.cause && (
        <Text size="xs" c="dimmed">
          {t("networkStatus.events.cause", { cause: event.cause })}
        </Text>
      )}
      {event.ticket_id && (
        <Text size="xs" c="dimmed">
          {t("networkStatus.events.ticket", { ticket: event.ticket_id })}
        </Text>
      )}
    </>
  );
}
