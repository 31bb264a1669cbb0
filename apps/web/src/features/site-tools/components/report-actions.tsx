import { Button, Group } from "@mantine/core";
import { paths, type SiteToolRun } from "@ondine/domain";
import IconCopy from "@tabler/icons-react/icons/IconCopy";
import IconMessageReport from "@tabler/icons-react/icons/IconMessageReport";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { currentLanguage } from "../../../i18n/i18n";
import { newTicketSearchFromSiteToolRun } from "../../../routing/new-ticket-search";
import { siteToolReportText } from "../site-tool-report-text";

/**
 * docs/site-tools.md#diagnosis: "Open a ticket with this report" for a caller who may open tickets (the
 * new-ticket form on the site, the report as its first message); "Copy the report" for anyone else.
 */
export function ReportActions({ run, canOpenTickets }: { run: SiteToolRun; canOpenTickets: boolean }) {
  const { t } = useTranslation();
  if (canOpenTickets) {
    return (
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMessageReport size={16} aria-hidden />}
          renderRoot={(props) => (
            <Link {...props} to={paths.supportTicketNew} search={newTicketSearchFromSiteToolRun(run.site_id, run.id)} />
          )}
        >
          {t("siteTools.report.openTicket")}
        </Button>
      </Group>
    );
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(siteToolReportText(run, t, currentLanguage()));
      showSuccess(t("siteTools.report.copied"));
    } catch {
      showFailure(t("siteTools.report.copyFailed"));
    }
  };
  return (
    <Group>
      <Button size="xs" variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void copy()}>
        {t("siteTools.report.copy")}
      </Button>
    </Group>
  );
}
