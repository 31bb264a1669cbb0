import { ticketStatuses, ticketStatusName } from "@ondine/domain";
import { useTranslation } from "react-i18next";

/**
 * The statuses the support desk may set (docs/tickets.md#model), by the
 * product's numbers in the queue's order, named for the desk ("pending" is
 * waiting on the customer, which the customer reads as awaiting their reply).
 */
export function useStatusOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  return ticketStatuses.map((status) => ({
    value: String(status),
    label: t(`ticketDetail.deskStatus.${ticketStatusName(status)}`),
  }));
}
