import { z } from "zod";
import { type AlertLevel, alertLevels } from "./alert-codes";
import type { AlertNoiseRules } from "./alert-noise-rules";

// What the noise rules remember of one site between two evaluations
// (docs/alerts.md#noise), folded from its availability events by
// noteAvailabilityEvent and read by decideSiteAlert.

/** What subscribers were last told of a site: "up" when nothing is outstanding. */
export const announcedLevels = [...alertLevels, "flapping"] as const;
export type AnnouncedLevel = (typeof announcedLevels)[number];

/** Stored as JSON by the server (alert_site_states.state): instants are ISO strings. */
export type SiteAlertState = {
  /** The last level noted (from events). */
  level: AlertLevel;
  /** The last muted flag noted (a silence on the whole site). */
  muted: boolean;
  announced: AnnouncedLevel;
  /** When `announced` was last announced (down, degraded, flapping, recovered, still_down). */
  announcedAt: string | null;
  /** When a down or degraded level outstanding was last told (its announcement or its last repeat). */
  repeatedAt: string | null;
  /** Instants of the level changes noted unmuted within the flapping window, oldest first. */
  changes: string[];
  flapping: boolean;
  /** When a silence on the whole site last ended, until the after-window check is done. */
  unmutedAt: string | null;
};

/** A site nobody was told anything of: up, not muted. */
export const quietSiteAlertState: SiteAlertState = {
  level: "up",
  muted: false,
  announced: "up",
  announcedAt: null,
  repeatedAt: null,
  changes: [],
  flapping: false,
  unmutedAt: null,
};

const instantSchema = z.iso.datetime({ offset: true });

const siteAlertStateSchema = z.object({
  level: z.enum(alertLevels),
  muted: z.boolean(),
  announced: z.enum(announcedLevels),
  announcedAt: instantSchema.nullable(),
  repeatedAt: instantSchema.nullable(),
  changes: z.array(instantSchema),
  flapping: z.boolean(),
  unmutedAt: instantSchema.nullable(),
}) satisfies z.ZodType<SiteAlertState>;

/** The stored state, or the quiet state when what is stored is not one (a new site, a damaged row). */
export function parseSiteAlertState(json: unknown): SiteAlertState {
  const parsed = siteAlertStateSchema.safeParse(json);
  if (!parsed.success) return quietSiteAlertState;
  return { ...parsed.data, changes: sortedInstants(parsed.data.changes) };
}

/** The changes less than one flapping window before `at` (later ones kept), oldest first, as ISO strings. */
export function changesWithinFlapWindow(changes: readonly string[], at: Date, rules: AlertNoiseRules): string[] {
  const windowStart = at.getTime() - rules.flapWindowMs;
  return sortedInstants(changes.filter((change) => Date.parse(change) > windowStart));
}

function sortedInstants(instants: readonly string[]): string[] {
  return instants
    .map((instant) => new Date(instant))
    .sort((left, right) => left.getTime() - right.getTime())
    .map((instant) => instant.toISOString());
}
