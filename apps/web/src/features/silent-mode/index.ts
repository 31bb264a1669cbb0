/**
 * Silent mode (docs/alerts.md#silent-mode): the panel of /silent_mode, its
 * windows current, planned and past, a new window, ending and extending one.
 * The screen (app/screens/silent-mode-screen.tsx) gives it the caller's sites.
 */
export { SilentModePanel } from "./components/silent-mode-panel";
