import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n/i18n";
import { useSiteToolRun } from "./api/get-site-tool-run";
import { siteToolReportText } from "./site-tool-report-text";

/**
 * A run's report for a new ticket's first message (docs/site-tools.md#diagnosis): waiting while it is
 * read; no text without a run, or when it cannot be read (the form opens empty, as without one).
 */
export function useSiteToolReport(runId: number | undefined): { isWaiting: boolean; text: string | undefined } {
  const { t } = useTranslation();
  const run = useSiteToolRun(runId);
  return {
    isWaiting: runId !== undefined && run.isPending,
    text: run.data ? siteToolReportText(run.data, t, currentLanguage()) : undefined,
  };
}
