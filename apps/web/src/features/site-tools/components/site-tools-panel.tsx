import { Card, Stack, Text, Title } from "@mantine/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { useSiteTools } from "../api/find-site-tools";
import { DiagnosisSection } from "./diagnosis-section";
import { LineSpeedTests } from "./line-speed-tests";

interface SiteToolsPanelProps {
  siteId: number;
  /** Whether the caller may open tickets: "Open a ticket with this report", else "Copy the report". */
  canOpenTickets: boolean;
}

/**
 * docs/site-tools.md: the site's "Site tools" panel on the monitoring screen, for holders of the
 * `speedtest` role: a speed test of each Internet line on its own, and a diagnosis of the Internet access
 * against the Wi-Fi. Read again every 2 s while a run waits for the collector.
 */
export function SiteToolsPanel({ siteId, canOpenTickets }: SiteToolsPanelProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const tools = useSiteTools(siteId);
  return (
    <Card component="section" aria-labelledby={headingId} padding="lg">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h4" id={headingId}>
            {t("siteTools.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("siteTools.subtitle")}
          </Text>
        </Stack>
        <DataStates
          query={tools}
          loadingShape="spinner"
          loadingLabel={t("siteTools.loading")}
          errorTitle={t("siteTools.failed")}
          retryLabel={t("siteTools.retry")}
        >
          {(data) => (
            <Stack gap="xl">
              <LineSpeedTests siteId={siteId} lines={data.lines} />
              <DiagnosisSection siteId={siteId} diagnoses={data.diagnoses} canOpenTickets={canOpenTickets} />
            </Stack>
          )}
        </DataStates>
      </Stack>
    </Card>
  );
}
