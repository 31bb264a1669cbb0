import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/**
 * Where the console's notices (show-notice.tsx) appear: the top (docs/product.md#errors) right,
 * over the page and over an open modal (its z-index is above Mantine's modals),
 * clear of the phone layout's bottom bar. Mounted once, in the signed-in frame
 * (console-layout.tsx), so its code stays off the sign-in page's JavaScript.
 * Each position's container is a polite live region from the start, so a
 * screen reader hears a success added to it without losing its place.
 */
export function Notices() {
  return <Notifications position="top-right" aria-live="polite" data-testid="notices" />;
}
