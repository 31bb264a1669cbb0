import type { RolesTree } from "../accounts/roles-tree";

// Statistics (docs/product.md#statistics-overview): the five yearly reporting calls,
// `GET /statistics/{call}?search[year]=&search[site_ids][]=&search[organism_ids][]=`,
// and the cards of Reporting (docs/product.md#reporting-screen) they feed (docs/reporting.md).

export const reportingCalls = ["revenues", "rooms", "use_of_service", "coupons", "online_sales"] as const;
export type ReportingCall = (typeof reportingCalls)[number];

/** docs/product.md#reporting-screen: the cards of the reporting screen, in its order, each fed by one call. */
export const reportingCards = ["turnover", "stock", "service_use", "codes", "purchases"] as const;
export type ReportingCard = (typeof reportingCards)[number];

export const reportingCallOfCard: Record<ReportingCard, ReportingCall> = {
  turnover: "revenues",
  stock: "rooms",
  service_use: "use_of_service",
  codes: "coupons",
  purchases: "online_sales",
};

/** docs/product.md#reporting-screen: turnover, codes and purchases are hidden when the year's total is zero; stock and service use always shown. */
export const reportingCardsHiddenWhenEmpty: readonly ReportingCard[] = ["turnover", "codes", "purchases"];

type StatisticsRole = keyof RolesTree["statistics"];

/**
 * docs/product.md#accounts-permissions, docs/product.md#reporting-screen: every call needs the statistics reporting role; revenue
 * figures also need "reporting revenue", online sales "online purchases"
 * (the two roles offered only with reporting).
 */
export const reportingCallRoles: Record<ReportingCall, readonly StatisticsRole[]> = {
  revenues: ["reporting", "reporting_revenue"],
  rooms: ["reporting"],
  use_of_service: ["reporting"],
  coupons: ["reporting"],
  online_sales: ["reporting", "online_purchases"],
};

/** Whether a user with these roles may read a call (an admin reads every one). */
export function canReadReportingCall(user: { admin: boolean; roles: RolesTree }, call: ReportingCall): boolean {
  return user.admin || reportingCallRoles[call].every((role) => user.roles.statistics[role] === 1);
}
