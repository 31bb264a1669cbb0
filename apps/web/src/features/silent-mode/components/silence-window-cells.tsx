import { Button, Group, Stack, Text } from "@mantine/core";
import type { SilenceWindowAnswer } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import {
  formatParisDateTime,
  formatParisRange,
  formatParisTime,
  formatSeriesLastDay,
  formatWeekdays,
} from "../silence-time-format";
import classes from "./silent-mode.module.css";

/** What both views of a list, the table on a wide screen and the cards on a phone, are given. */
export interface SilenceWindowsViewProps {
  windows: readonly SilenceWindowAnswer[];
  onEnd: (window: SilenceWindowAnswer) => void;
  onExtend: (window: SilenceWindowAnswer) => void;
}

/** The site, its organism under it. */
export function SilenceSiteText({ window }: { window: SilenceWindowAnswer }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} className={classes.wrapAnywhere}>
        {window.site_name}
      </Text>
      <Text size="xs" c="dimmed" className={classes.wrapAnywhere}>
        {window.organism_name}
      </Text>
    </Stack>
  );
}

/** What the window covers: the whole site, a building by name, or pieces of equipment with their tags (else MACs). */
export function SilenceTargetText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  if (window.target === "site") return <Text size="sm">{t("silentMode.target.site")}</Text>;
  if (window.target === "building") {
    return (
      <Text size="sm" className={classes.wrapAnywhere}>
        {window.building_name === null
          ? t("silentMode.target.someBuilding")
          : t("silentMode.target.building", { name: window.building_name })}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      <Text size="sm">{t("silentMode.target.equipment", { count: window.equipment.length })}</Text>
      <Text size="xs" c="dimmed" className={classes.wrapAnywhere}>
        {window.equipment.map((item) => item.tag || item.mac).join(", ")}
      </Text>
    </Stack>
  );
}

/**
 * When: start to end, or for a weekly window its days, hours and last day
 * ("Every Mon, Wed, 02:00 – 04:00, until 12 Dec 2026") with the occurrence
 * under way or the next one; an early end says when.
 */
export function SilenceWhenText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  const next = window.next_occurrence;
  return (
    <Stack gap={2}>
      {window.recurrence === null ? (
        <Text size="sm">{formatParisRange(window.starts_at, window.ends_at)}</Text>
      ) : (
        <>
          <Text size="sm">
            {t("silentMode.when.weekly", {
              days: formatWeekdays(window.recurrence.weekdays),
              from: formatParisTime(window.starts_at),
              to: formatParisTime(window.ends_at),
              until: formatSeriesLastDay(window.recurrence.until),
            })}
          </Text>
          {next !== null && (
            <Text size="xs" c="dimmed">
              {t(window.state === "current" ? "silentMode.when.underWay" : "silentMode.when.next", {
                range: formatParisRange(next.starts_at, next.ends_at),
              })}
            </Text>
          )}
        </>
      )}
      {window.ended_early_at !== null && (
        <Text size="xs" c="dimmed">
          {t("silentMode.when.endedEarly", { date: formatParisDateTime(window.ended_early_at) })}
        </Text>
      )}
    </Stack>
  );
}

export function SilenceReasonText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  return <Text size="sm">{t(`silentMode.reasons.${window.reason}`)}</Text>;
}

export function SilenceNoteText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  return window.note.trim() === "" ? (
    <Text size="sm" c="dimmed">
      {t("silentMode.list.noNote")}
    </Text>
  ) : (
    <Text size="sm" className={classes.wrapAnywhere}>
      {window.note}
    </Text>
  );
}

/** Who created it (an account deleted since: unknown). */
export function SilenceAuthorText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  return window.created_by === null ? (
    <Text size="sm" c="dimmed">
      {t("silentMode.list.unknownAuthor")}
    </Text>
  ) : (
    <Text size="sm">{window.created_by.name}</Text>
  );
}

/** How many times its end was moved later. */
export function SilenceExtensionsText({ window }: { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" c={window.extensions === 0 ? "dimmed" : undefined}>
      {window.extensions === 0
        ? t("silentMode.list.notExtended")
        : t("silentMode.list.extensions", { count: window.extensions })}
    </Text>
  );
}

/** The window as its actions name it for a screen reader: its site and start. */
function windowName(window: SilenceWindowAnswer): string {
  return `${window.site_name}, ${formatParisDateTime(window.starts_at)}`;
}

/**
 * A current or planned window's actions: extend it (not a weekly one,
 * docs/alerts.md#silent-mode) and end it now, which for a planned one is
 * cancelling it. Each button's name says which window it acts on.
 */
export function SilenceWindowActions({
  window,
  onEnd,
  onExtend,
}: { window: SilenceWindowAnswer } & Pick<SilenceWindowsViewProps, "onEnd" | "onExtend">) {
  const { t } = useTranslation();
  if (window.state === "past") return null;
  const name = windowName(window);
  const isPlanned = window.state === "planned";
  return (
    <Group gap="xs">
      {window.recurrence === null && (
        <Button
          size="xs"
          variant="default"
          onClick={() => onExtend(window)}
          aria-label={t("silentMode.actions.extendNamed", { window: name })}
        >
          {t("silentMode.actions.extend")}
        </Button>
      )}
      <Button
        size="xs"
        variant="light"
        color="red"
        onClick={() => onEnd(window)}
        aria-label={t(isPlanned ? "silentMode.actions.cancelNamed" : "silentMode.actions.endNamed", { window: name })}
      >
        {t(isPlanned ? "silentMode.actions.cancel" : "silentMode.actions.end")}
      </Button>
    </Group>
  );
}
