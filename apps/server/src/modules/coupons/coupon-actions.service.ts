import {
  type CouponDisableAnswer,
  type CouponPresentation,
  type CouponSmsAnswer,
  canManageCoupons,
  couponStatus,
  isCouponUsed,
} from "@ondine/domain";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { findCouponPrivateSpace, withdrawCouponSpace } from "../private-wifi";
import { forgetCodeFigures } from "../search";
import type { RequestActor } from "../sessions";
import { recordWebhookEvent, type WebhookEventToRecord } from "../webhooks";
import { presentCoupon } from "./coupon.presenter";
import { siteOfScopedCodes } from "./coupon-location.repository";
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
 * A code's private Wi-Fi space goes with its access (docs/private-wifi.md#codes): deleted, its key
 * withdrawn, in the code's transaction; `forgetCode` when the code's row goes too.
 */
async function withdrawPrivateAccess(
  tx: Database,
  deps: CouponsDependencies,
  actor: RequestActor,
  view: ScopedCouponView,
  now: Date,
  options: { forgetCode?: boolean } = {},
): Promise<void> {
  const site = siteOfScopedCodes(view.coupon, view.siteName);
  if (!view.coupon.withRanAccess || !site) return;
  const change = { site, actor, now, keyLimit: deps.privateWifiKeyLimit };
  await withdrawCouponSpace(tx, change, view.coupon.id, options);
}

/**
 * `code.disabled` (docs/webhooks.md#events): one event per request and organism; a request disables
 * one code, so one event naming it.
 */
function codeDisabledEvent(view: ScopedCouponView, at: Date): WebhookEventToRecord<"code.disabled"> {
  const { coupon } = view;
  return {
    organismId: coupon.organismId,
    type: "code.disabled",
    data: {
      organism: { id: coupon.organismId, name: view.organismName },
      codes: [
        {
          code: coupon.code,
          site: coupon.siteId === null || view.siteName === null ? null : { id: coupon.siteId, name: view.siteName },
          batch_id: coupon.correlationId,
        },
      ],
      disabled_at: at.toISOString(),
    },
  };
}

/**
 * `PUT /api/coupons/{id}/disable`: docs/product.md#codes-states, one way. Idempotent: disabling a
 * disabled code changes nothing and answers who disabled it and when. Its private Wi-Fi space
 * is withdrawn, and its `code.disabled` webhook recorded, in the same transaction.
 */
export async function disableCoupon(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
): Promise<CouponDisableAnswer> {
  const view = await getManagedCoupon(deps, actor, scope, id);
  const now = deps.now();
  const disabled =
    (await deps.db.transaction(async (tx) => {
      const row = await markCouponDisabled(tx, view.coupon, { disabledBy: actor.impersonatorId ?? actor.id, at: now });
      if (row) {
        await withdrawPrivateAccess(tx, deps, actor, view, now);
        await recordWebhookEvent({ ...deps, db: tx }, codeDisabledEvent(view, now));
      }
      return row;
    })) ??
    // Already disabled, maybe by a request that just won the race: answer that one.
    (await findCouponViewInScope(deps.db, scope, id))?.coupon;
  forgetCodeFigures(deps.db, view.coupon); // Committed: the next search counts it disabled (docs/search.md).
  if (!disabled?.disabledAt || disabled.disabledBy === null) throw new AppError("NOT_FOUND", "No such coupon.");
  return {
    id: disabled.id,
    disabled_by: disabled.disabledBy,
    disabled_at: disabled.disabledAt.toISOString(),
    updated_at: disabled.updatedAt.toISOString(),
  };
}

/**
 * `DELETE /api/coupons/{id}`: a code never used; a used one is kept for the statistics (disable it instead).
 * Its private Wi-Fi space is withdrawn first, and outlives the code until the site has taken the key out.
 */
export async function deleteCoupon(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  id: number,
): Promise<void> {
  const view = await getManagedCoupon(deps, actor, scope, id);
  if (isCouponUsed({ provisionings_count: view.coupon.provisioningsCount })) {
    throw new AppError("INVALID_PARAMETERS", "A used code cannot be deleted; disable it instead.", {
      coupon: ["coupons.used_cannot_be_deleted"],
    });
  }
  await deps.db.transaction(async (tx) => {
    await withdrawPrivateAccess(tx, deps, actor, view, deps.now(), { forgetCode: true });
    await deleteCouponRow(tx, view.coupon);
  });
  forgetCodeFigures(deps.db, view.coupon);
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
  forgetCodeFigures(deps.db, view.coupon); // The phone number is searched.
  const site = siteOfScopedCodes(view.coupon, view.siteName);
  const privateSpace = site ? await findCouponPrivateSpace(deps.db, site, view.coupon.id, now) : null;
  const coupon = { ...view.coupon, phoneNumber, updatedAt: now };
  return presentCoupon({ ...view, coupon }, now, language, privateSpace);
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
