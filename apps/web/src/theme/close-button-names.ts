import type { MantineThemeComponents } from "@mantine/core";
import { i18n } from "../i18n/i18n";

/** The name of a close button, in the interface language, read when the component renders. */
const closeLabel = () => i18n.t("shell.close");

/**
 * Mantine's modals, drawers, alerts and notifications draw a close button
 * with an icon and no name (axe: button-name, critical; issue 20 item 12).
 * Each gets "Close" in the interface language unless its screen names it
 * more precisely (`closeButtonProps` / `closeButtonLabel` on the component).
 * Default props given as a function are read at each render, so a language
 * change renames them.
 */
export const closeButtonNames: MantineThemeComponents = {
  Modal: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeLabel() } }) },
  Drawer: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeLabel() } }) },
  Alert: { defaultProps: () => ({ closeButtonLabel: closeLabel() }) },
  Notification: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeLabel() } }) },
};
