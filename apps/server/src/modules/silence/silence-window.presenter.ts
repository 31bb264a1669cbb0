import {
  nextSilenceOccurrence,
  type SilenceRecurrence,
  type SilenceSchedule,
  type SilenceWindowAnswer,
  silenceRecurrenceOf,
  silenceWindowState,
} from "@ondine/domain";
import type { SilenceWindowNames } from "./silence-window-names";
import type { SilenceWindowRow } from "./silence-windows.repository";

/** A stored window's schedule, as the domain's rules read it. */
export function scheduleOf(
  row: Pick<SilenceWindowRow, "startsAt" | "endsAt" | "rrule" | "endedEarlyAt">,
): SilenceSchedule {
  return { startsAt: row.startsAt, endsAt: row.endsAt, rrule: row.rrule, endedEarlyAt: row.endedEarlyAt };
}

/** The recurrence as the form gave it (kept beside the rule), else read back from the rule. */
function recurrenceOf(row: SilenceWindowRow): SilenceRecurrence | null {
  if (row.rrule === null) return null;
  if (row.recurrenceWeekdays !== null && row.recurrenceUntil !== null) {
    return { weekdays: row.recurrenceWeekdays.split(",").map(Number), until: row.recurrenceUntil };
  }
  return silenceRecurrenceOf(row.rrule);
}

/**
 * One window as the silent-mode calls answer it (`silenceWindowAnswerSchema`),
 * its state and next occurrence read at `now`. A name gone with its row
 * (a building or piece of equipment deleted since) reads empty or is left out.
 */
export function presentSilenceWindow(row: SilenceWindowRow, names: SilenceWindowNames, now: Date): SilenceWindowAnswer {
  const schedule = scheduleOf(row);
  const next = nextSilenceOccurrence(schedule, now);
  const site = names.sites.get(row.siteId);
  const author = row.createdById === null ? undefined : names.people.get(row.createdById);
  return {
    id: row.id,
    site_id: row.siteId,
    site_name: site?.siteName ?? "",
    organism_name: site?.organismName ?? "",
    target: row.target,
    building_id: row.buildingId,
    building_name: row.buildingId === null ? null : (names.buildings.get(row.buildingId)?.name ?? null),
    equipment: row.equipmentIds.flatMap((id) => {
      const identity = names.equipment.get(id);
      return identity ? [{ id, mac: identity.mac, tag: identity.tag }] : [];
    }),
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    recurrence: recurrenceOf(row),
    rrule: row.rrule,
    reason: row.reason,
    note: row.note,
    extensions: row.extensions,
    ended_early_at: row.endedEarlyAt?.toISOString() ?? null,
    state: silenceWindowState(schedule, now),
    next_occurrence: next && { starts_at: next.startsAt.toISOString(), ends_at: next.endsAt.toISOString() },
    created_by: author ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim() } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of windows, their names read once for the whole page. */
export function presentSilenceWindows(
  rows: readonly SilenceWindowRow[],
  names: SilenceWindowNames,
  now: Date,
): SilenceWindowAnswer[] {
  return rows.map((row) => presentSilenceWindow(row, names, now));
}
