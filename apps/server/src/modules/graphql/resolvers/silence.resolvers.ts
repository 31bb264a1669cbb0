import { type SilenceWindowAnswer, type SilenceWindowState, silenceWindowStates } from "@ondine/domain";
import { AppError } from "../../../errors/app-error";
import { findSiteSilenceWindows } from "../../silence";
import type { GraphqlContext } from "../graphql-context";
import type { SiteNode } from "./location-nodes";

/** The most windows `Site.silenceWindows` lists: a site's current and planned ones, and its latest past ones. */
export const siteSilenceWindowsMax = 100;

/** The domain's state of a GraphQL SilenceWindowState (`PLANNED` → `planned`). */
function stateOf(name: string | null | undefined): SilenceWindowState | undefined {
  if (name === null || name === undefined) return undefined;
  const state = silenceWindowStates.find((candidate) => candidate.toUpperCase() === name);
  if (!state)
    throw new AppError("INVALID_PARAMETERS", "No such silence window state.", { state: ["formErrors.invalid"] });
  return state;
}

/** A window as the `/silent_mode/windows` call answers it, as a GraphQL node: the same fields, camelCase. */
function silenceWindowNode(window: SilenceWindowAnswer) {
  return {
    id: window.id,
    target: window.target,
    buildingId: window.building_id,
    buildingName: window.building_name,
    equipment: window.equipment,
    startsAt: window.starts_at,
    endsAt: window.ends_at,
    recurrence: window.recurrence,
    rrule: window.rrule,
    reason: window.reason,
    note: window.note,
    extensions: window.extensions,
    endedEarlyAt: window.ended_early_at,
    state: window.state.toUpperCase(),
    nextOccurrence: window.next_occurrence && {
      startsAt: window.next_occurrence.starts_at,
      endsAt: window.next_occurrence.ends_at,
    },
    createdBy: window.created_by?.name ?? null,
    createdAt: window.created_at,
  };
}

/**
 * `Site.silenceWindows(state)` (docs/alerts.md#calls): the site's windows
 * through the silent-mode list's service, with its rights (the
 * `silent_mode` role or the support desk's besides `api`, else
 * NOT_ALLOWED); the site is one the caller was found to hold.
 */
export const silenceResolvers = {
  Site: {
    silenceWindows: async (site: SiteNode, args: { state?: string | null }, context: GraphqlContext) => {
      const windows = await findSiteSilenceWindows(
        { db: context.db, now: () => context.now },
        { actor: context.actor, scope: context.scope },
        site.id,
        stateOf(args.state),
        siteSilenceWindowsMax,
      );
      return windows.map(silenceWindowNode);
    },
  },
};
