import type { Database } from "../../db";
import { type CouponBatchTemplate, type CouponRow, insertCouponBatch } from "./coupons.repository";

/**
 * A collision among 32^8 codes is rare (a million codes in use make it one
 * draw in a million), so many rounds in a row mean a broken generator: stop
 * rather than loop.
 */
const maxDrawRounds = 10;

export type CouponCodeBatchOptions = {
  generateCode: () => string;
  /** The batch insert; tests put one that fails to check that nothing stays behind. */
  insertBatch?: typeof insertCouponBatch;
};

/** A code the batch inserted: its id and its 8 characters; the rest is the batch's template. */
export type InsertedCouponCode = { id: number; code: string };

/** The row the database holds for a code of the batch (what it sets itself: nothing used or disabled yet). */
export function couponRowOf(template: CouponBatchTemplate, inserted: { id: number; code: string }): CouponRow {
  const { location, ...shared } = template;
  return {
    ...shared,
    id: inserted.id,
    code: inserted.code,
    creatorId: template.creatorId ?? null,
    organismId: location.organismId,
    siteId: location.siteId,
    couponDefId: template.couponDefId ?? null,
    phoneNumber: template.phoneNumber ?? null,
    withRanAccess: template.withRanAccess ?? false,
    firstProvisioningDate: null,
    provisioningsCount: 0,
    disabledAt: null,
    disabledBy: null,
  };
}

/**
 * Inserts `count` codes made from `template`, each with a code never used
 * before anywhere (the unique index decides): one multi-row statement per
 * round, redrawing only the codes that were taken. Run it in a transaction:
 * a failure in any round then leaves no code at all. Codes come back in id
 * order, as ids and codes only: the rest of each row is the template.
 */
export async function insertFreshCouponCodes(
  db: Database,
  template: CouponBatchTemplate,
  count: number,
  options: CouponCodeBatchOptions,
): Promise<InsertedCouponCode[]> {
  const insertBatch = options.insertBatch ?? insertCouponBatch;
  const created: InsertedCouponCode[] = [];
  for (let round = 1; created.length < count; round++) {
    if (round > maxDrawRounds) {
      throw new Error(`Could not draw ${count} unused coupon codes in ${maxDrawRounds} rounds`);
    }
    const codes = new Set<string>();
    for (let draw = created.length; draw < count; draw++) codes.add(options.generateCode());
    for (const row of await insertBatch(db, template, [...codes])) created.push(row);
  }
  return created.sort((a, b) => a.id - b.id);
}

/** {@link insertFreshCouponCodes}, each code as the row the database holds (a sponsor link's one code). */
export async function insertCouponsWithFreshCodes(
  db: Database,
  template: CouponBatchTemplate,
  count: number,
  options: CouponCodeBatchOptions,
): Promise<CouponRow[]> {
  const inserted = await insertFreshCouponCodes(db, template, count, options);
  return inserted.map((row) => couponRowOf(template, row));
}
