import { Button, Stack, Table } from "@mantine/core";
import type { InterfaceLanguage, SiteToolRun } from "@ondine/domain";
import type { TFunction } from "i18next";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { TableScrollRegion } from "../../../components/tables/table-scroll-region";
import { formatDateTime } from "../../../i18n/format-date-time";
import { currentLanguage } from "../../../i18n/i18n";
import { commandLifetime, speedTestFigures, speedTestReadingOf } from "../site-tool-words";

/** Rows shown before "Show all": the latest few, so a line's card stays short. */
const shownAtFirst = 5;

/**
 * A line's speed tests, newest first (docs/site-tools.md#model: the latest 20): the measured figures and
 * their reading, or the collector's words for a test that failed, the 5 minutes for one that expired.
 */
export function LineHistoryTable({ lineName, runs }: { lineName: string; runs: SiteToolRun[] }) {
  const { t } = useTranslation();
  const tableId = useId();
  const [showsAll, setShowsAll] = useState(false);
  const shown = showsAll ? runs : runs.slice(0, shownAtFirst);
  const label = t("siteTools.speedTest.history", { line: lineName });
  return (
    <Stack gap="xs">
      <TableScrollRegion minWidth={520} label={label}>
        <Table id={tableId} fz="xs" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Caption style={{ captionSide: "top", textAlign: "start" }}>{label}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("siteTools.speedTest.columns.date")}</Table.Th>
              <Table.Th scope="col">{t("siteTools.speedTest.download")}</Table.Th>
              <Table.Th scope="col">{t("siteTools.speedTest.upload")}</Table.Th>
              <Table.Th scope="col">{t("siteTools.speedTest.latency")}</Table.Th>
              <Table.Th scope="col">{t("siteTools.speedTest.columns.reading")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((run) => (
              <HistoryRow key={run.id} run={run} />
            ))}
          </Table.Tbody>
        </Table>
      </TableScrollRegion>
      {runs.length > shownAtFirst && (
        <Button
          variant="subtle"
          size="compact-xs"
          style={{ alignSelf: "flex-start" }}
          aria-expanded={showsAll}
          aria-controls={tableId}
          onClick={() => setShowsAll((previous) => !previous)}
        >
          {showsAll ? t("siteTools.speedTest.showFewer") : t("siteTools.speedTest.showAll", { count: runs.length })}
        </Button>
      )}
    </Stack>
  );
}

function HistoryRow({ run }: { run: SiteToolRun }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const reading = speedTestReadingOf(run);
  const date = <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(run.created_at, language)}</Table.Td>;
  if (!run.speed_test || !reading) {
    return (
      <Table.Tr>
        {date}
        <Table.Td colSpan={4}>{historyOutcome(run, t, language)}</Table.Td>
      </Table.Tr>
    );
  }
  const figures = speedTestFigures(run.speed_test, language);
  return (
    <Table.Tr>
      {date}
      <Table.Td style={{ whiteSpace: "nowrap" }}>{figures.download}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{figures.upload}</Table.Td>
      <Table.Td style={{ whiteSpace: "nowrap" }}>{figures.latency}</Table.Td>
      <Table.Td>{t(`siteTools.speedTest.readingsShort.${reading.reading}`)}</Table.Td>
    </Table.Tr>
  );
}

/** A run without figures in a row: still measuring, failed in the collector's words, or expired. */
function historyOutcome(run: SiteToolRun, t: TFunction, language: InterfaceLanguage): string {
  if (run.state === "running") return t("siteTools.speedTest.measuring");
  if (run.state === "failed") return t("siteTools.speedTest.historyFailed", { failure: run.failure ?? "" });
  return t("siteTools.speedTest.historyExpired", { lifetime: commandLifetime(language) });
}
