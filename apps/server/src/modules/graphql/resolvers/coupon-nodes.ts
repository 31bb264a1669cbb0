import { type CouponStatusFields, couponStatus } from "@ondine/domain";

type Source = Record<string, unknown>;

/** The fields of the coupons index a Coupon is made of (docs/product.md#codes-data, as `POST /api/coupons` answers them too). */
export const couponSource = [
  "id",
  "code",
  "correlation_id",
  "created_at",
  "starts_at",
  "ends_at",
  "duration",
  "phone_number",
  "max_usage",
  "description",
  "with_ran_access",
  "coupon_def_id",
  "coupon_def.name",
  "site_id",
  "site_name",
  "organism_id",
  "organism_name",
  "first_provisioning_date",
  "provisionings_count",
  "disabled_at",
  "used",
] as const;

/** A Coupon from a search hit's `_source` or a coupons call's answer: the same docs/product.md#codes-data fields. */
export function couponNode(source: Source, now: Date) {
  const offer = source.coupon_def as { name?: string | null } | null | undefined;
  return {
    id: source.id as number,
    code: source.code as string,
    correlationId: source.correlation_id as string,
    createdAt: source.created_at as string,
    startsAt: source.starts_at as string,
    endsAt: source.ends_at as string,
    duration: source.duration as number,
    phoneNumber: source.phone_number as string | null,
    maxUsage: source.max_usage as number,
    description: source.description as string,
    withRanAccess: source.with_ran_access as boolean,
    offerId: source.coupon_def_id as number | null,
    offerName: offer?.name ?? null,
    siteId: source.site_id as number | null,
    siteName: source.site_name as string | null,
    organismId: source.organism_id as number,
    organismName: source.organism_name as string,
    firstProvisioningDate: source.first_provisioning_date as string | null,
    provisioningsCount: source.provisionings_count as number,
    disabledAt: source.disabled_at as string | null,
    used: source.used as boolean,
    // docs/product.md#codes-states: as the coupons call's answer says it, else as of the request.
    status: (
      (source.status as string | undefined) ?? couponStatus(source as unknown as CouponStatusFields, now)
    ).toUpperCase(),
  };
}
