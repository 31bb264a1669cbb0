import type { MantineThemeComponents } from "@mantine/core";
import { i18n } from "../i18n/i18n";

/** Close buttons' names in the interface language, read when the component renders. */
const closeDialog = () => i18n.t("shell.closeDialog");
const closeMessage = () => i18n.t("shell.closeMessage");

/**
 * Mantine's modals, drawers, alerts and notifications draw a close button
 * with an icon and no name (axe: button-name, critical).
 * Each gets "Close the dialog" or "Close the message" in the interface
 * language (not a bare "Close", which a dialog's own button often says)
 * unless its screen names it more precisely (`closeButtonProps` / `closeButtonLabel` on the component).
 * Default props given as a function are read at each render, so a language
 * change renames them.
 */
export const closeButtonNames: MantineThemeComponents = {
  Modal: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeDialog() } }) },
  Drawer: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeDialog() } }) },
  Alert: { defaultProps: () => ({ closeButtonLabel: closeMessage() }) },
  Notification: { defaultProps: () => ({ closeButtonProps: { "aria-label": closeMessage() } }) },
};
