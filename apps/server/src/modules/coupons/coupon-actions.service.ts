import {
  type CouponDisableAnswer,
  type CouponPresentation,
  type CouponSmsAnswer,
  canManageCoupons,
  couponStatus,
  isCouponUsed,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import type { RequestActor } from "../sessions";
import { presentCoupon } from "./coupon.presenter";
import {
  deleteCouponRow,
  findCouponViewInScope,
  markCouponDisabled,
  type ScopedCouponView,
  updateCouponPhoneNumber,
} from "./coupons.repository";
import type { CouponsDependencies } from "./coupons-dependencies";

/** The code when the actor may act on it: 403 without the code role, 404 outside the scope. */
async function getManagedCoupon(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
): Promise<ScopedCouponView> {
  if (!canManageCoupons(actor)) throw new AppError("NOT_ALLOWED");
  const view = await findCouponViewInScope(deps.db, scope, id);
  if (!view) throw new AppError("NOT_FOUND", "No such coupon.");
  return view;
}

/**
 * `PUT /api/coupons/{id}/disable`: docs/product.md#codes-states, one way. Idempotent: disabling a
 * disabled code changes nothing and answers who disabled it and when.
 */
export async function disableCoupon(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
): Promise<CouponDisableAnswer> {
  const { coupon } = await getManagedCoupon(deps, actor, scope, id);
  const disabled =
    (await markCouponDisabled(deps.db, coupon, { disabledBy: actor.impersonatorId ?? actor.id, at: deps.now() })) ??
    // Already disabled, maybe by a request that just won the race: answer that one.
    (await findCouponViewInScope(deps.db, scope, id))?.coupon;
  if (!disabled?.disabledAt || disabled.disabledBy === null) throw new AppError("NOT_FOUND", "No such coupon.");
  return {
    id: disabled.id,
    disabled_by: disabled.disabledBy,
    disabled_at: disabled.disabledAt.toISOString(),
    updated_at: disabled.updatedAt.toISOString(),
  };
}

/** `DELETE /api/coupons/{id}`: a code never used; a used one is kept for the statistics (disable it instead). */
export async function deleteCoupon(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
): Promise<void> {
  const { coupon } = await getManagedCoupon(deps, actor, scope, id);
  if (isCouponUsed({ provisionings_count: coupon.provisioningsCount })) {
    throw new AppError("INVALID_PARAMETERS", "A used code cannot be deleted; disable it instead.", {
      coupon: ["coupons.used_cannot_be_deleted"],
    });
  }
  await deleteCouponRow(deps.db, coupon);
}

/** `PUT /api/coupons/{id}` `{coupon:{phone_number}}`: sets (E.164) or removes the guest's number. */
export async function updateCouponPhone(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  phoneNumber: string | null,
  language: string,
): Promise<CouponPresentation> {
  const view = await getManagedCoupon(deps, actor, scope, id);
  const now = deps.now();
  await updateCouponPhoneNumber(deps.db, view.coupon, phoneNumber, now);
  return presentCoupon({ ...view, coupon: { ...view.coupon, phoneNumber, updatedAt: now } }, now, language);
}

/**
 * `POST /api/coupons/{id}/send_sms`: writes the code's SMS to the outbox, in
 * the guest's language. Needs a phone number; a disabled or expired code is
 * not sent (the guest could not use it).
 */
export async function sendCouponSms(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
  language: string,
): Promise<CouponSmsAnswer> {
  const { coupon } = await getManagedCoupon(deps, actor, scope, id);
  if (!coupon.phoneNumber) {
    throw new AppError("INVALID_PARAMETERS", "The code has no phone number.", {
      "coupon.phone_number": ["formErrors.required"],
    });
  }
  const status = couponStatus(
    {
      disabled_at: coupon.disabledAt,
      provisionings_count: coupon.provisioningsCount,
      starts_at: coupon.startsAt,
      ends_at: coupon.endsAt,
    },
    deps.now(),
  );
  if (status === "disabled" || status === "expired") {
    throw new AppError("INVALID_PARAMETERS", `A ${status} code cannot be sent.`, { coupon: [`coupons.${status}`] });
  }
  const outboxMessageId = await deps.sms.sendSms(deps.db, {
    to: coupon.phoneNumber,
    language,
    template: "coupon_code",
    params: { code: coupon.code, duration: coupon.duration, endsAt: coupon.endsAt },
  });
  return { outbox_message_id: outboxMessageId };
}
