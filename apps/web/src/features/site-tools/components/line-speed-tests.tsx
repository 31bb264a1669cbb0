import { Badge, Button, EmptyState, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { SiteToolRun, SiteToolsAnswer, SpeedTestReadingKind } from "@ondine/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { showFailure } from "../../../components/notices/show-notice";
import { formatBitRate } from "../../../i18n/format-number";
import { currentLanguage } from "../../../i18n/i18n";
import { useStartSpeedTest } from "../api/start-speed-test";
import {
  healthyRangeText,
  lineStateText,
  runAskedText,
  speedTestFigures,
  speedTestReadingOf,
  speedTestReadingText,
  unfinishedRunText,
} from "../site-tool-words";
import { LineHistoryTable } from "./line-history-table";
import { readableColour } from "./readable-colour";

type SiteLine = SiteToolsAnswer["lines"][number];

/** docs/site-tools.md#speed-test: the site's lines, each measured on its own, never mixed. */
export function LineSpeedTests({ siteId, lines }: { siteId: number; lines: SiteLine[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title order={3} size="h5" id={headingId}>
          {t("siteTools.speedTest.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("siteTools.speedTest.hint")}
        </Text>
      </Stack>
      {lines.length === 0 ? (
        <EmptyState
          py="md"
          variant="light"
          title={t("siteTools.speedTest.noLines")}
          description={t("siteTools.speedTest.noLinesHint")}
        />
      ) : (
        lines.map((line) => <LineSpeedTest key={line.id} siteId={siteId} line={line} />)
      )}
    </Stack>
  );
}

const lineStateColours: Record<string, string> = {
  ok: "teal",
  unreachable: "red",
  disconnected: "red",
  inactive: "gray",
};

/** One line: its state and contracted rate, "Test this line", its latest test and its history. */
function LineSpeedTest({ siteId, line }: { siteId: number; line: SiteLine }) {
  const { t } = useTranslation();
  const headingId = useId();
  const start = useStartSpeedTest(siteId);
  const latest = line.speed_tests[0];
  const isMeasuring = latest?.state === "running" || start.isPending;

  const startTest = () =>
    start.mutate(
      { line_id: line.id },
      {
        onError: (error) =>
          showFailure(t("siteTools.speedTest.startFailed", { line: line.name, reason: apiErrorMessage(error, t) })),
      },
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={4} size="h6" id={headingId}>
                {line.name}
              </Title>
              <Badge size="sm" variant="light" color={lineStateColours[line.state] ?? "gray"}>
                {lineStateText(line.state, t)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {line.contracted_download > 0
                ? t("siteTools.speedTest.contracted", { rate: formatBitRate(line.contracted_download) })
                : t("siteTools.speedTest.noContracted")}
            </Text>
          </Stack>
          <Button
            size="xs"
            onClick={startTest}
            disabled={isMeasuring}
            leftSection={isMeasuring ? <Loader size={14} aria-hidden /> : undefined}
          >
            {isMeasuring ? t("siteTools.speedTest.measuring") : t("siteTools.speedTest.start")}
          </Button>
        </Group>
        {/* The result replaces "measuring" without a reload: said to a screen reader as it arrives. */}
        <div aria-live="polite">
          {latest ? (
            <LatestSpeedTest run={latest} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("siteTools.speedTest.never")}
            </Text>
          )}
        </div>
        {line.speed_tests.length > 0 && <LineHistoryTable lineName={line.name} runs={line.speed_tests} />}
      </Stack>
    </Paper>
  );
}

const readingColours: Record<SpeedTestReadingKind, string> = {
  as_contracted: "teal",
  within_margin: "teal",
  below_contract: "orange",
  no_contract: "gray",
};

/** The line's latest test: the measured figures and their reading, or why there are none. */
function LatestSpeedTest({ run }: { run: SiteToolRun }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reading = speedTestReadingOf(run);
  const asked = (
    <Text size="xs" c="dimmed">
      {runAskedText(run, t, language)}
    </Text>
  );
  if (!run.speed_test || !reading) {
    return (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          {run.state === "running" && <Loader size={14} aria-hidden />}
          <Text size="sm" c={run.state === "running" ? undefined : readableColour("red")}>
            {unfinishedRunText(run, t, language)}
          </Text>
        </Group>
        {asked}
      </Stack>
    );
  }
  const figures = speedTestFigures(run.speed_test, language);
  const range = healthyRangeText(reading, run.line?.contracted_download ?? null, t, language);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t("siteTools.speedTest.latest")}
      </Text>
      <SimpleGrid cols={3} spacing="sm" component="dl" m={0}>
        <Figure label={t("siteTools.speedTest.download")} value={figures.download} />
        <Figure label={t("siteTools.speedTest.upload")} value={figures.upload} />
        <Figure label={t("siteTools.speedTest.latency")} value={figures.latency} />
      </SimpleGrid>
      <Text size="sm" c={readableColour(readingColours[reading.reading])} fw={500}>
        {speedTestReadingText(reading, t, language)}
      </Text>
      {range && (
        <Text size="xs" c="dimmed">
          {range}
        </Text>
      )}
      {asked}
    </Stack>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={600}>
        {value}
      </Text>
    </div>
  );
}
