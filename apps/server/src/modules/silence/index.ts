// The public surface of this module: everything outside it imports from here (docs/architecture.md "Boundaries").

// The console's calls (docs/alerts.md#calls).
export { silenceRoutes } from "./silence.routes";
// The muted flags from the windows on now, every minute and in a window's change (docs/alerts.md#silent-mode).
export { applySilenceWindows, silenceApplyIntervalMs, silenceApplyKind } from "./silence-apply";
// For GraphQL's `Site.silenceWindows(state)`: the same rights and list as the console's call.
export { canUseSilentMode, type SilenceCaller } from "./silence-caller";
export { findSiteSilenceWindows } from "./silence-reads.service";
// The reminder a day before the end of a window extended twice or more (docs/alerts.md#silent-mode).
export {
  type SilenceRemindersDependencies,
  sendSilenceReminders,
  silenceRemindersIntervalMs,
  silenceRemindersKind,
} from "./silence-reminders";
