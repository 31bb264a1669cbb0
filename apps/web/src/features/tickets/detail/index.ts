/**
 * One support ticket's page (docs/tickets.md#calls): its header and SLA, the
 * conversation, the site's state when attached, the reply form, the actions
 * its `can` allows and, for the support desk, its history. The route tree
 * loads it lazily, by this name.
 */
export { TicketDetailScreen } from "./components/ticket-detail-screen";
