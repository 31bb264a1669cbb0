import {
  type SilenceWindowAnswer,
  type SilenceWindowExtend,
  silenceErrors,
  silenceExtensionProblems,
  silenceLastEnd,
  silenceWindowState,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import { applySilenceWindows } from "./silence-apply";
import { recordSilenceAudit } from "./silence-audit";
import { assertMayUseSilentMode, type SilenceCaller, silenceScopeOf } from "./silence-caller";
import { throwIfRulesFail } from "./silence-rule-errors";
import { presentSilenceWindow, scheduleOf } from "./silence-window.presenter";
import { readSilenceWindowNames } from "./silence-window-names";
import {
  getSilenceWindow,
  lockVisibleSilenceWindow,
  type SilenceWindowRow,
  updateSilenceWindow,
} from "./silence-windows.repository";

const noSuchWindow = () => new AppError("NOT_FOUND", "No such silence window.");

/**
 * A change to a window of the caller's sites (another's answers 404, as an
 * unknown one): in one transaction, the window locked, changed by `change`
 * (which throws a rule's 422 before writing), its audit event written, and
 * the site's windows applied at once; the window as changed.
 */
async function changeSilenceWindow(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  id: number,
  change: (tx: Database, window: SilenceWindowRow, now: Date) => Promise<Record<string, unknown>>,
  action: "silence_window_ended" | "silence_window_extended",
): Promise<SilenceWindowAnswer> {
  assertMayUseSilentMode(caller);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockVisibleSilenceWindow(tx, silenceScopeOf(caller), id);
    if (!before) throw noSuchWindow();
    const auditDetails = await change(tx, before, now);
    const after = await getSilenceWindow(tx, id);
    if (!after) throw noSuchWindow();
    await recordSilenceAudit(tx, caller, action, after, auditDetails);
    await applySilenceWindows(tx, now, [after.siteId]);
    return presentSilenceWindow(after, await readSilenceWindowNames(tx, [after]), now);
  });
}

/**
 * `POST /silent_mode/windows/{id}/end` (docs/alerts.md#calls): ends the
 * window now; a planned one is cancelled, a recurring one has no further
 * occurrence. A window already over answers 422 `window_over`.
 */
export function endSilenceWindow(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  id: number,
): Promise<SilenceWindowAnswer> {
  return changeSilenceWindow(
    deps,
    caller,
    id,
    async (tx, window, now) => {
      const schedule = scheduleOf(window);
      if (silenceWindowState(schedule, now) === "past") throwIfRulesFail([silenceErrors.windowOver]);
      await updateSilenceWindow(tx, window.id, {
        endedEarlyAt: now,
        lastEndsAt: silenceLastEnd({ ...schedule, endedEarlyAt: now }),
        updatedAt: now,
      });
      return {};
    },
    "silence_window_ended",
  );
}

/**
 * `POST /silent_mode/windows/{id}/extend` (docs/alerts.md#calls): moves a
 * window's end later, at most 30 days ahead of now; not a recurring one nor
 * one already over (422 with the rule's code). Counts the extension, which
 * the reminder reads (docs/alerts.md#silent-mode "Reminder").
 */
export function extendSilenceWindow(
  deps: ModuleDependencies,
  caller: SilenceCaller,
  id: number,
  input: SilenceWindowExtend,
): Promise<SilenceWindowAnswer> {
  const endsAt = new Date(input.ends_at);
  return changeSilenceWindow(
    deps,
    caller,
    id,
    async (tx, window, now) => {
      const schedule = scheduleOf(window);
      throwIfRulesFail(silenceExtensionProblems(schedule, endsAt, now));
      await updateSilenceWindow(tx, window.id, {
        endsAt,
        lastEndsAt: silenceLastEnd({ ...schedule, endsAt }),
        extensions: window.extensions + 1,
        updatedAt: now,
      });
      return { previous_ends_at: window.endsAt.toISOString() };
    },
    "silence_window_extended",
  );
}
