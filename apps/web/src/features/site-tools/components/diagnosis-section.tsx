import { Button, Group, List, Loader, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { type DiagnosisVerdict, diagnosisPings, type SiteToolRun } from "@ondine/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { showFailure } from "../../../components/notices/show-notice";
import { TableScrollRegion } from "../../../components/tables/table-scroll-region";
import { formatDateTime } from "../../../i18n/format-date-time";
import { currentLanguage } from "../../../i18n/i18n";
import { useStartDiagnosis } from "../api/start-diagnosis";
import {
  diagnosisEvidence,
  diagnosisHeadline,
  diagnosisVerdictOf,
  runAskedText,
  unfinishedRunText,
} from "../site-tool-words";
import { readableColour } from "./readable-colour";
import { ReportActions } from "./report-actions";

interface DiagnosisSectionProps {
  siteId: number;
  /** The site's diagnoses, newest first. */
  diagnoses: SiteToolRun[];
  canOpenTickets: boolean;
}

/** docs/site-tools.md#diagnosis: "Run a diagnosis", its progress, then the verdict with its evidence. */
export function DiagnosisSection({ siteId, diagnoses, canOpenTickets }: DiagnosisSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const start = useStartDiagnosis(siteId);
  const [latest, ...earlier] = diagnoses;
  const isRunning = latest?.state === "running" || start.isPending;

  const startDiagnosis = () =>
    start.mutate(undefined, {
      onError: (error) => showFailure(t("siteTools.diagnosis.startFailed", { reason: apiErrorMessage(error, t) })),
    });

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2} style={{ flex: "1 1 20rem" }}>
          <Title order={3} size="h5" id={headingId}>
            {t("siteTools.diagnosis.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("siteTools.diagnosis.hint", { pings: diagnosisPings })}
          </Text>
        </Stack>
        <Button
          size="xs"
          onClick={startDiagnosis}
          disabled={isRunning}
          leftSection={isRunning ? <Loader size={14} aria-hidden /> : undefined}
        >
          {isRunning ? t("siteTools.diagnosis.runningButton") : t("siteTools.diagnosis.start")}
        </Button>
      </Group>
      {/* The verdict replaces the progress without a reload: said to a screen reader as it arrives. */}
      <div aria-live="polite">
        {latest ? (
          <LatestDiagnosis run={latest} canOpenTickets={canOpenTickets} />
        ) : (
          <Text size="sm" c="dimmed">
            {t("siteTools.diagnosis.never")}
          </Text>
        )}
      </div>
      {earlier.length > 0 && <EarlierDiagnoses runs={earlier} />}
    </Stack>
  );
}

/** The verdict's colour: green when all is well, red when the line is down, orange otherwise. */
function verdictColour(verdict: DiagnosisVerdict): string {
  if (verdict.internet === "down" || verdict.wifi === "down") return "red";
  return verdict.fault === "none" ? "teal" : "orange";
}

function LatestDiagnosis({ run, canOpenTickets }: { run: SiteToolRun; canOpenTickets: boolean }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const verdict = diagnosisVerdictOf(run);
  const asked = (
    <Text size="xs" c="dimmed">
      {runAskedText(run, t, language)}
    </Text>
  );
  if (!verdict) {
    return (
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            {run.state === "running" && <Loader size="sm" aria-hidden />}
            <Text size="sm" fw={500} c={run.state === "running" ? undefined : readableColour("red")}>
              {unfinishedRunText(run, t, language)}
            </Text>
          </Group>
          {asked}
        </Stack>
      </Paper>
    );
  }
  const evidence = diagnosisEvidence(run, verdict, t, language);
  const colour = verdictColour(verdict);
  return (
    <Paper
      withBorder
      p="md"
      style={{ borderInlineStart: `4px solid var(--mantine-color-${colour}-filled)` }}
      data-verdict={colour}
    >
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={700} c={readableColour(colour)}>
            {diagnosisHeadline(verdict, t, language)}
          </Text>
          {asked}
        </Stack>
        <EvidenceList title={t("siteTools.diagnosis.findingsTitle")} items={evidence.findings} />
        <EvidenceList
          title={t("siteTools.diagnosis.measuresTitle")}
          items={[
            ...evidence.checks,
            ...(evidence.ping ? [evidence.ping] : []),
            ...(evidence.accessPoints ? [evidence.accessPoints] : []),
          ]}
        />
        <ReportActions run={run} canOpenTickets={canOpenTickets} />
      </Stack>
    </Paper>
  );
}

function EvidenceList({ title, items }: { title: string; items: string[] }) {
  const headingId = useId();
  return (
    <Stack gap={4}>
      <Title order={4} size="h6" id={headingId}>
        {title}
      </Title>
      <List size="sm" spacing={2} aria-labelledby={headingId}>
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The site's earlier diagnoses, newest first: when, and what they found in one sentence. */
function EarlierDiagnoses({ runs }: { runs: SiteToolRun[] }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const label = t("siteTools.diagnosis.history");
  return (
    <TableScrollRegion minWidth={420} label={label}>
      <Table fz="xs" verticalSpacing={4} horizontalSpacing="xs">
        <Table.Caption style={{ captionSide: "top", textAlign: "start" }}>{label}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("siteTools.diagnosis.columns.date")}</Table.Th>
            <Table.Th scope="col">{t("siteTools.diagnosis.columns.result")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => {
            const verdict = diagnosisVerdictOf(run);
            return (
              <Table.Tr key={run.id}>
                <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(run.created_at, language)}</Table.Td>
                <Table.Td>
                  {verdict ? diagnosisHeadline(verdict, t, language) : unfinishedRunText(run, t, language)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
