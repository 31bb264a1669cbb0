import type { CouponRecord, schema } from "@ondine/server/db";

// The rows the generator writes, typed from the server's schema: every
// column present, nulls explicit, so a chunk inserts as written.
export type CouponRow = CouponRecord;
export type ConnectionCodeRow = typeof schema.connectionCodes.$inferSelect;
export type PurchaseRow = typeof schema.purchases.$inferSelect;
export type GuestUserRow = typeof schema.guestUsers.$inferSelect;
export type EndUserRow = typeof schema.endUsers.$inferSelect;
export type MaintenanceEventRow = typeof schema.maintenanceEvents.$inferSelect;
export type MaintenanceInterventionRow = typeof schema.maintenanceInterventions.$inferSelect;

/** Everything that happened at one location over the year: an organism as a whole, or one site. */
export interface LocationActivity {
  guestUsers: GuestUserRow[];
  coupons: CouponRow[];
  connectionCodes: ConnectionCodeRow[];
  purchases: PurchaseRow[];
  endUsers: EndUserRow[];
  maintenanceEvents: MaintenanceEventRow[];
  maintenanceInterventions: MaintenanceInterventionRow[];
}

export const activityTables = [
  "guestUsers",
  "coupons",
  "connectionCodes",
  "purchases",
  "endUsers",
  "maintenanceEvents",
  "maintenanceInterventions",
] as const satisfies readonly (keyof LocationActivity)[];

export function emptyActivity(): LocationActivity {
  return {
    guestUsers: [],
    coupons: [],
    connectionCodes: [],
    purchases: [],
    endUsers: [],
    maintenanceEvents: [],
    maintenanceInterventions: [],
  };
}

/** Ids handed out in the order rows are made, so the stream numbers them the same every time. */
export class IdSequence {
  private last = 0;
  next(): number {
    this.last += 1;
    return this.last;
  }
}

export type ActivityIds = Record<keyof LocationActivity, IdSequence>;

export function newActivityIds(): ActivityIds {
  return Object.fromEntries(activityTables.map((table) => [table, new IdSequence()])) as ActivityIds;
}
