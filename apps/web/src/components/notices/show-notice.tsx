import { notifications } from "@mantine/notifications";
import { advertisementLimits } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { i18n } from "../../i18n/i18n";

/**
 * A success: a polite status (a screen reader says it without losing its
 * place) that closes itself after 2000 (docs/product.md#limits) ms, written once in the
 * domain as `advertisementLimits.toastMs`. Hovering or focusing it holds it.
 * The icon, not only the colour, tells a success from a failure.
 */
export function showSuccess(message: string): void {
  notifications.show({
    message,
    role: "status",
    color: "teal",
    icon: <IconCheck size={18} />,
    autoClose: advertisementLimits.toastMs,
    closeButtonProps: { "aria-label": i18n.t("notices.close") },
  });
}

/**
 * A failure: an alert that stays until the user closes it, since a refusal
 * read in 2 s is easily missed and, for a failed deletion or command, the
 * notice is the only place that says it.
 */
export function showFailure(message: string): void {
  notifications.show({
    message,
    role: "alert",
    color: "red",
    icon: <IconAlertTriangle size={18} />,
    autoClose: false,
    closeButtonProps: { "aria-label": i18n.t("notices.close") },
  });
}
