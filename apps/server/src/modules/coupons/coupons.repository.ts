import { and, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db";
import { type CouponRecord, coupons, offers, organisms, sites } from "../../db/schema";
import { type InScope, markInScope } from "../../scope/in-scope";
import type { Scope } from "../../scope/scope";
import { assignedLocationInScope } from "../../scope/scope-conditions";
import type { CouponLocation } from "./coupon-location.repository";

export type CouponRow = CouponRecord;
export type NewCouponRow = Omit<typeof coupons.$inferInsert, "id">;

/** A code with what its answer names: its location's names and its offer. */
export type CouponView = {
  coupon: CouponRow;
  organismName: string;
  siteName: string | null;
  offer: Pick<typeof offers.$inferSelect, "name" | "nameTranslations" | "price" | "preTaxPrice" | "currency"> | null;
};

/** Where a batch's codes are made: a coupon location found in scope, or a sponsoring link's site. */
export type CodesLocation = InScope<"coupon-location", Pick<CouponLocation, "organismId" | "siteId">>;

/** A code found in the caller's scope: what the writes on one code take. */
export type ScopedCoupon = InScope<"coupon", { readonly id: number }>;

/** A code found in the caller's scope, with what its answer names. */
export type ScopedCouponView = CouponView & { coupon: InScope<"coupon", CouponRow> };

/**
 * What a batch's codes share: everything but the code (and what the
 * database sets); their organism and site are the location found in scope.
 */
export type CouponBatchTemplate = { location: CodesLocation } & Pick<
  NewCouponRow,
  | "correlationId"
  | "creatorId"
  | "creatorType"
  | "couponDefId"
  | "description"
  | "startsAt"
  | "endsAt"
  | "duration"
  | "maxUsage"
  | "phoneNumber"
  | "withRanAccess"
> & { createdAt: Date; updatedAt: Date };

/**
 * Inserts one code per item of `codes`, all made from `template`, in one
 * multi-row statement: `insert ... select from unnest($codes)`, one array
 * parameter however many codes (a VALUES list of 1,000 rows is 16,000
 * parameters, slow to send and to plan). A code already taken, by another
 * batch or twice in this one, is skipped rather than failing the statement:
 * the caller sees which came back and draws again.
 */
export async function insertCouponBatch(
  db: Database,
  template: CouponBatchTemplate,
  codes: readonly string[],
): Promise<{ id: number; code: string }[]> {
  if (codes.length === 0) return [];
  const column = (name: string) => sql.identifier(name);
  const shared: [string, SQL][] = [
    [coupons.correlationId.name, sql`${template.correlationId}::uuid`],
    [coupons.creatorId.name, sql`${template.creatorId ?? null}::integer`],
    [coupons.creatorType.name, sql`${template.creatorType}::text`],
    [coupons.organismId.name, sql`${template.location.organismId}::integer`],
    [coupons.siteId.name, sql`${template.location.siteId}::integer`],
    [coupons.couponDefId.name, sql`${template.couponDefId ?? null}::integer`],
    [coupons.description.name, sql`${template.description}::text`],
    // Instants go as ISO text, so both drivers send the same thing.
    [coupons.startsAt.name, sql`${template.startsAt.toISOString()}::timestamptz`],
    [coupons.endsAt.name, sql`${template.endsAt.toISOString()}::timestamptz`],
    [coupons.duration.name, sql`${template.duration}::integer`],
    [coupons.maxUsage.name, sql`${template.maxUsage}::integer`],
    [coupons.phoneNumber.name, sql`${template.phoneNumber ?? null}::text`],
    [coupons.withRanAccess.name, sql`${template.withRanAccess ?? false}::boolean`],
    [coupons.createdAt.name, sql`${template.createdAt.toISOString()}::timestamptz`],
    [coupons.updatedAt.name, sql`${template.updatedAt.toISOString()}::timestamptz`],
  ];
  const result = await db.execute<{ id: number; code: string }>(sql`
    insert into ${coupons} (${column(coupons.code.name)}, ${sql.join(
      shared.map(([name]) => column(name)),
      sql`, `,
    )})
    select batch.code, ${sql.join(
      shared.map(([, value]) => value),
      sql`, `,
    )}
    from unnest(${sql.param([...codes])}::text[]) as batch(code)
    on conflict (${column(coupons.code.name)}) do nothing
    returning ${column(coupons.id.name)}, ${column(coupons.code.name)}`);
  return result.rows;
}

/** The code with that id when its location is in the scope, else undefined (docs/decisions.md#tenancy: 404). */
export async function findCouponViewInScope(
  db: Database,
  scope: Scope,
  id: number,
): Promise<ScopedCouponView | undefined> {
  const [row] = await db
    .select({
      coupon: coupons,
      organismName: organisms.name,
      siteName: sites.name,
      offerName: offers.name,
      offerNameTranslations: offers.nameTranslations,
      offerPrice: offers.price,
      offerPreTaxPrice: offers.preTaxPrice,
      offerCurrency: offers.currency,
    })
    .from(coupons)
    .innerJoin(organisms, eq(organisms.id, coupons.organismId))
    .leftJoin(sites, eq(sites.id, coupons.siteId))
    .leftJoin(offers, eq(offers.id, coupons.couponDefId))
    .where(and(eq(coupons.id, id), assignedLocationInScope(scope, coupons)));
  if (!row) return undefined;
  const offer =
    row.offerName !== null && row.offerPrice !== null && row.offerPreTaxPrice !== null && row.offerCurrency !== null
      ? {
          name: row.offerName,
          nameTranslations: row.offerNameTranslations ?? {},
          price: row.offerPrice,
          preTaxPrice: row.offerPreTaxPrice,
          currency: row.offerCurrency,
        }
      : null;
  const coupon = markInScope("coupon", row.coupon);
  return { coupon, organismName: row.organismName, siteName: row.siteName, offer };
}

/** Marks a code disabled unless it already is; the row when this call disabled it. */
export async function markCouponDisabled(
  db: Database,
  coupon: ScopedCoupon,
  by: { disabledBy: number; at: Date },
): Promise<CouponRow | undefined> {
  const [row] = await db
    .update(coupons)
    .set({ disabledAt: by.at, disabledBy: by.disabledBy, updatedAt: by.at })
    .where(and(eq(coupons.id, coupon.id), isNull(coupons.disabledAt)))
    .returning();
  return row;
}

export async function updateCouponPhoneNumber(
  db: Database,
  coupon: ScopedCoupon,
  phoneNumber: string | null,
  at: Date,
): Promise<void> {
  await db.update(coupons).set({ phoneNumber, updatedAt: at }).where(eq(coupons.id, coupon.id));
}

export async function deleteCouponRow(db: Database, coupon: ScopedCoupon): Promise<void> {
  await db.delete(coupons).where(eq(coupons.id, coupon.id));
}
