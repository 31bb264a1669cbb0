import { Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import {
  type AvailabilityEventAnswer,
  type MonthlyAvailabilityAnswer,
  type SiteAvailabilityLevel,
  siteMarkerColour,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { availabilityReasonKey } from "../../../components/availability-alert";
import { StatisticCard } from "../../../components/cards/statistic-card";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { formatDuration } from "../../../i18n/format-duration";
import { formatPercent } from "../../../i18n/format-number";
import { currentLanguage } from "../../../i18n/i18n";
import { useAvailabilityHistory } from "../api/find-availability-history";
import { type AvailabilitySpan, availabilitySpans } from "../availability-spans";
import classes from "./availability-card.module.css";

/** The console's status colours (packages/domain status-colours: green, orange, red), grey before the first report. */
function levelColour(level: SiteAvailabilityLevel): string {
  if (level === "notReferenced") return "var(--mantine-color-gray-4)";
  const colour = siteMarkerColour(level);
  return `var(--mantine-color-${colour === "grey" ? "gray" : colour}-${colour === "orange" ? 6 : 7})`;
}

/** The levels the legend names, in the order of their colours' gravity. */
const legendLevels = ["up", "degraded", "down", "notReferenced"] as const;

/**
 * docs/alerts.md#availability: a site's availability each month of the last
 * three (measured time only), and its level over the period as a coloured
 * band, silent mode hatched, with the changes listed beneath for reading.
 */
export function AvailabilityCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const query = useAvailabilityHistory(siteId);
  const history = query.data;
  const spans = history ? availabilitySpans(history) : [];
  return (
    <StatisticCard
      title={t("availability.title")}
      isLoading={query.isPending}
      isEmpty={!history || (history.months.length === 0 && spans.length === 0)}
      minHeight={160}
      loadingLabel={t("networkStatus.charts.loading", { chart: t("availability.title") })}
      emptyTitle={t("availability.empty")}
      emptyHint={t("availability.emptyHint")}
    >
      {history && (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, xs: Math.min(history.months.length, 3) || 1 }} spacing="sm">
            {history.months.map((month) => (
              <MonthFigure key={month.month} month={month} />
            ))}
          </SimpleGrid>
          {history.months.length > 0 && (
            <Text size="xs" c="dimmed" mt={-8}>
              {t("availability.measuredHint")}
            </Text>
          )}
          {spans.length > 0 && (
            <Stack gap={6}>
              <Text size="sm" fw={600}>
                {t("availability.timelineTitle")}
              </Text>
              <AvailabilityBand spans={spans} from={history.from} to={history.to} />
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDate(history.from)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDate(history.to)}
                </Text>
              </Group>
              <BandLegend />
            </Stack>
          )}
          <LevelChanges events={history.events} />
        </Stack>
      )}
    </StatisticCard>
  );
}

/** "September 2026" for `2026-09`, in the interface language (the month is Paris's: read as a calendar month). */
function formatMonth(month: string): string {
  const [year, monthNumber] = month.split("-").map(Number);
  return new Intl.DateTimeFormat(currentLanguage(), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 15)),
  );
}

/**
 * A month's share, rounded down to a tenth: a month with any down time never
 * reads 100 %.
 */
function formatAvailability(ratio: number): string {
  return formatPercent(Math.floor(ratio * 1000) / 10);
}

function MonthFigure({ month }: { month: MonthlyAvailabilityAnswer }) {
  const { t } = useTranslation();
  const name = formatMonth(month.month);
  return (
    <Paper withBorder p="sm" radius="md" role="group" aria-label={name}>
      <Text size="sm" c="dimmed" tt="capitalize">
        {name}
      </Text>
      <Text fw={700} size="xl">
        {month.ratio === null ? t("availability.notMeasured") : formatAvailability(month.ratio)}
      </Text>
      {month.ratio !== null && (
        <Text size="xs" c="dimmed">
          {month.down_seconds > 0
            ? t("availability.downFor", { duration: formatDuration(month.down_seconds * 1000) })
            : t("availability.noDownTime")}
        </Text>
      )}
    </Paper>
  );
}

function spanLabel(span: AvailabilitySpan, levelName: string, silentMode: string): string {
  const name = span.muted ? `${levelName} (${silentMode})` : levelName;
  return `${name}: ${formatDateTime(span.start)} – ${formatDateTime(span.end)}`;
}

/** The level over the period, one coloured piece a span; its words are in the list below, so it is one image for a screen reader. */
function AvailabilityBand({ spans, from, to }: { spans: readonly AvailabilitySpan[]; from: string; to: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.band}
      role="img"
      aria-label={t("availability.timelineLabel", { from: formatDate(from), to: formatDate(to) })}
    >
      {spans.map((span) => (
        <div
          key={span.start}
          className={span.muted ? `${classes.span} ${classes.muted}` : classes.span}
          style={{
            width: `${span.share * 100}%`,
            background: span.muted ? undefined : levelColour(span.level),
          }}
          data-level={span.level}
          data-muted={span.muted || undefined}
          title={spanLabel(span, t(`availability.levels.${span.level}`), t("availability.silentMode"))}
        />
      ))}
    </div>
  );
}

function BandLegend() {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" aria-hidden>
      {legendLevels.map((level) => (
        <Group key={level} gap={6} wrap="nowrap">
          <span className={classes.swatch} style={{ background: levelColour(level) }} />
          <Text size="xs">{t(`availability.levels.${level}`)}</Text>
        </Group>
      ))}
      <Group gap={6} wrap="nowrap">
        <span className={`${classes.swatch} ${classes.muted}`} />
        <Text size="xs">{t("availability.silentMode")}</Text>
      </Group>
    </Group>
  );
}

/** The changes in words: when, to which level, why, and whether under silent mode. */
function LevelChanges({ events }: { events: readonly AvailabilityEventAnswer[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return null;
  return (
    <details className={classes.changes}>
      <summary>{t("availability.changes", { count: events.length })}</summary>
      <Stack component="ul" gap={4} mt="xs" pl="md">
        {[...events].reverse().map((event) => {
          const reasonKey = availabilityReasonKey(event.reason);
          return (
            <Text component="li" size="sm" key={`${event.at}-${event.level}-${event.muted}`}>
              <Text span fw={600} inherit>
                {formatDateTime(event.at)}
              </Text>
              {" · "}
              {t(`availability.levels.${event.level}`)}
              {event.muted && ` (${t("availability.silentMode")})`}
              {reasonKey && (
                <Text span c="dimmed" inherit>
                  {` · ${t(reasonKey)}`}
                </Text>
              )}
            </Text>
          );
        })}
      </Stack>
    </details>
  );
}
