import { lazy } from "react";

/**
 * The support tickets' three screens behind one import of the entry chunk
 * (on the sign-in path, whose budget is full: each import there carries its
 * list of files). The list comes with this chunk; the new-ticket form and
 * the ticket's page load apart when opened.
 */
export { TicketsListScreen } from "./tickets-list-screen";
export const TicketNewScreen = lazy(() =>
  import("./ticket-new-screen").then(({ TicketNewScreen }) => ({ default: TicketNewScreen })),
);
export const TicketDetailScreen = lazy(() =>
  import("./ticket-detail-screen").then(({ TicketDetailScreen }) => ({ default: TicketDetailScreen })),
);
