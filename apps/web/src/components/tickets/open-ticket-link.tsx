import { Anchor, type AnchorProps } from "@mantine/core";
import { paths } from "@ondine/domain";
import IconMessageReport from "@tabler/icons-react/icons/IconMessageReport";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { newTicketSearchFromSite } from "../../routing/new-ticket-search";

interface OpenTicketLinkProps extends AnchorProps {
  siteId: number;
  /** The piece of the site's equipment the ticket is about, if any. */
  equipmentId?: number;
}

/**
 * "Open a ticket" from context (docs/tickets.md#context): the new-ticket
 * form with the site (and the equipment) filled in and the site's current
 * state to attach ticked. Shown only to those who may use tickets.
 */
export function OpenTicketLink({ siteId, equipmentId, ...anchorProps }: OpenTicketLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor
      renderRoot={(props) => (
        <Link {...props} to={paths.supportTicketNew} search={newTicketSearchFromSite(siteId, equipmentId)} />
      )}
      size="sm"
      fw={600}
      {...anchorProps}
    >
      <IconMessageReport size={16} aria-hidden style={{ verticalAlign: "text-bottom", marginInlineEnd: 4 }} />
      {t("tickets.entry.openTicket")}
    </Anchor>
  );
}
