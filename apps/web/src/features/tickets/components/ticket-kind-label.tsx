import type { TicketKind } from "@ondine/domain";
import { useTranslation } from "react-i18next";

/** What a ticket is about (docs/tickets.md#model), named in the interface language. */
export function TicketKindLabel({ kind }: { kind: TicketKind }) {
  const { t } = useTranslation();
  return <span>{t(`tickets.kind.${kind}`)}</span>;
}
