import { randomUUID } from "node:crypto";
import type { Database } from "../db";
import { coupons } from "../db/schema";

let couponCount = 0;

export type TestCoupon = { id: number; code: string };

/** A back-office code of a site (or of its organism when `siteId` is null), valid from now for a week. */
export async function insertCoupon(
  db: Database,
  values: {
    id?: number;
    organismId: number;
    siteId: number | null;
    code?: string;
    phoneNumber?: string | null;
    provisioningsCount?: number;
    startsAt?: Date;
    endsAt?: Date;
    disabledAt?: Date | null;
  },
): Promise<TestCoupon> {
  couponCount += 1;
  const startsAt = values.startsAt ?? new Date();
  const endsAt = values.endsAt ?? new Date(startsAt.getTime() + 7 * 86_400_000);
  const [row] = await db
    .insert(coupons)
    .values({
      id: values.id,
      code: values.code ?? `TEST${String(couponCount).padStart(4, "0")}`,
      correlationId: randomUUID(),
      creatorType: "CenterUser",
      organismId: values.organismId,
      siteId: values.siteId,
      description: `Test code ${couponCount}`,
      startsAt,
      endsAt,
      duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 1000),
      maxUsage: 1,
      phoneNumber: values.phoneNumber ?? null,
      provisioningsCount: values.provisioningsCount ?? 0,
      firstProvisioningDate: values.provisioningsCount ? startsAt : null,
      disabledAt: values.disabledAt ?? null,
    })
    .returning({ id: coupons.id, code: coupons.code });
  if (!row) throw new Error("insertCoupon: no row returned");
  return row;
}
