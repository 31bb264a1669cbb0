import { randomUUID } from "node:crypto";
import {
  type CouponCreationBody,
  type CreatedCouponsAnswer,
  canCreateCoupons,
  canGrantRanAccess,
  couponDateWindow,
  offerDurationSeconds,
  privateWifiErrors,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { Scope } from "../../scope/scope";
import { type CouponPrivateSpace, createCouponSpaces } from "../private-wifi";
import { forgetCodeFigures } from "../search";
import type { RequestActor } from "../sessions";
import { recordWebhookEvent, type WebhookEventToRecord } from "../webhooks";
import { createdCouponsAnswerOf, type PresentedCouponBatch, presentCouponBatch } from "./coupon-batch.presenter";
import { couponRowOf, insertFreshCouponCodes } from "./coupon-code-batch";
import { findCouponLocationInScope, type ScopedCouponLocation, siteOfScopedCodes } from "./coupon-location.repository";
import type { CouponBatchTemplate } from "./coupons.repository";
import type { CouponsDependencies } from "./coupons-dependencies";
import { findOffersOfLocation, type OfferRow } from "./offers.repository";

type CouponFields = CouponCreationBody["coupon"];
type CouponTerms = Pick<CouponBatchTemplate, "couponDefId" | "startsAt" | "endsAt" | "duration" | "maxUsage">;

/**
 * docs/product.md#codes-validation: where the location has offers one is chosen, and it must be one of
 * them; without offers, none. Answers 422 on the offer field otherwise.
 */
function chosenOffer(offers: OfferRow[], couponDefId: number | null | undefined): OfferRow | undefined {
  if (couponDefId === null || couponDefId === undefined) {
    if (offers.length > 0) {
      throw new AppError("INVALID_PARAMETERS", "Choose one of the location's offers.", {
        "coupon.coupon_def_id": ["formErrors.required"],
      });
    }
    return undefined;
  }
  const offer = offers.find((candidate) => candidate.id === couponDefId);
  if (!offer) {
    throw new AppError("INVALID_PARAMETERS", "The offer is not sold at this location.", {
      "coupon.coupon_def_id": ["coupons.offer_unavailable"],
    });
  }
  return offer;
}

/**
 * With an offer: its duration and devices; the dates given, else from now to
 * the end of the window (the code can be started until then). Without:
 * the typed range, whose length is the access, and the typed connections.
 */
function couponTerms(coupon: CouponFields, offer: OfferRow | undefined, now: Date): CouponTerms {
  if (offer) {
    return {
      couponDefId: offer.id,
      startsAt: coupon.starts_at ?? now,
      endsAt: coupon.ends_at ?? couponDateWindow(now).latest,
      duration: offerDurationSeconds(offer),
      maxUsage: coupon.max_usage ?? offer.maxUsage,
    };
  }
  // The schema makes them present in the no-offers mode.
  const startsAt = coupon.starts_at ?? now;
  const endsAt = coupon.ends_at ?? now;
  return {
    couponDefId: null,
    startsAt,
    endsAt,
    duration: Math.round((endsAt.getTime() - startsAt.getTime()) / 1000),
    maxUsage: coupon.max_usage ?? 1,
  };
}

async function locationOf(
  deps: CouponsDependencies,
  scope: Scope,
  coupon: CouponFields,
): Promise<ScopedCouponLocation> {
  const location = await findCouponLocationInScope(deps.db, scope, {
    type: coupon.location_type,
    id: coupon.location_id,
  });
  if (!location) throw new AppError("NOT_FOUND", "No such location.");
  return location;
}

/** The codes a `code_batch.created` event lists, at most (docs/webhooks.md#events); `count` says how many were made. */
const webhookBatchCodesMax = 500;

/** `code_batch.created` (docs/webhooks.md#events): the batch's terms and its codes, for the location's organism. */
function codeBatchCreatedEvent(
  location: ScopedCouponLocation,
  template: CouponBatchTemplate,
  created: readonly { code: string }[],
): WebhookEventToRecord<"code_batch.created"> {
  return {
    organismId: location.organismId,
    type: "code_batch.created",
    data: {
      organism: { id: location.organismId, name: location.organismName },
      site:
        location.siteId === null || location.siteName === null
          ? null
          : { id: location.siteId, name: location.siteName },
      batch_id: template.correlationId,
      count: created.length,
      description: template.description,
      starts_at: template.startsAt.toISOString(),
      ends_at: template.endsAt.toISOString(),
      duration: template.duration,
      codes: created.slice(0, webhookBatchCodesMax).map((row) => row.code),
    },
  };
}

/**
 * `POST /api/coupons`: 1 to 1,000 codes in one transaction (all or none),
 * sharing a new correlation id; with `send_sms`, the single code's SMS is
 * written to the outbox in the same transaction, as is the batch's
 * `code_batch.created` webhook. The console, the API and GraphQL all create codes here.
 * Nothing is read back: the codes are the template's, with the ids and codes the insert returned.
 */
export async function createCouponBatch(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  body: CouponCreationBody,
  requestLanguage: string,
): Promise<PresentedCouponBatch> {
  if (!canCreateCoupons(actor)) throw new AppError("NOT_ALLOWED");
  const { coupon } = body;
  // docs/product.md#codes-validation: the RAN-access option is offered only with roles.ran.
  if (coupon.with_ran_access && !canGrantRanAccess(actor)) {
    throw new AppError("NOT_ALLOWED", "RAN access needs the ran role.");
  }
  const location = await locationOf(deps, scope, coupon);
  // docs/private-wifi.md#codes: the private access is a space on the code's site; an organism has none.
  const privateSite = siteOfScopedCodes(location, location.siteName);
  if (coupon.with_ran_access && !privateSite) {
    throw new AppError("INVALID_PARAMETERS", "Private access needs a code made on a site.", {
      "coupon.with_ran_access": [privateWifiErrors.codeNeedsSite],
    });
  }
  const offers = await findOffersOfLocation(deps.db, location);
  const offer = chosenOffer(offers, coupon.coupon_def_id);
  const now = deps.now();
  const correlationId = randomUUID();
  const template: CouponBatchTemplate = {
    ...couponTerms(coupon, offer, now),
    correlationId,
    // The person behind the request: the admin while logged in as someone (as for accounts).
    creatorId: actor.impersonatorId ?? actor.id,
    creatorType: "CenterUser",
    location,
    description: coupon.description,
    phoneNumber: coupon.phone_number,
    withRanAccess: coupon.with_ran_access,
    createdAt: now,
    updatedAt: now,
  };
  const { created, privateSpaces } = await deps.db.transaction(async (tx) => {
    const inserted = await insertFreshCouponCodes(tx, template, coupon.number, deps);
    const spaces =
      coupon.with_ran_access && privateSite
        ? await createCouponSpaces(
            tx,
            { site: privateSite, actor, now, keyLimit: deps.privateWifiKeyLimit },
            inserted.map((row) => ({ id: row.id, code: row.code, endsAt: template.endsAt })),
          )
        : new Map<number, CouponPrivateSpace>();
    await recordWebhookEvent({ ...deps, db: tx }, codeBatchCreatedEvent(location, template, inserted));
    const [single] = inserted;
    if (body.send_sms && single && template.phoneNumber) {
      await deps.sms.sendSms(tx, {
        to: template.phoneNumber,
        language: body.language ?? requestLanguage,
        template: "coupon_code",
        params: { code: single.code, duration: template.duration, endsAt: template.endsAt },
      });
    }
    return { created: inserted, privateSpaces: spaces };
  });
  forgetCodeFigures(deps.db, location); // Committed: the creator's next search counts the batch (docs/search.md).
  const view = {
    organismName: location.organismName,
    siteName: location.siteName,
    offer: offer
      ? {
          name: offer.name,
          nameTranslations: offer.nameTranslations,
          price: offer.price,
          preTaxPrice: offer.preTaxPrice,
          currency: offer.currency,
        }
      : null,
  };
  // Any code of the batch stands for all: they differ only by id, code and private space.
  const codes = created.map((row) => ({ id: row.id, code: row.code, privateSpace: privateSpaces.get(row.id) ?? null }));
  return presentCouponBatch(
    { ...view, coupon: couponRowOf(template, created[0] ?? { id: 0, code: "" }) },
    codes,
    now,
    requestLanguage,
  );
}

/** {@link createCouponBatch}'s batch as answer objects (GraphQL; the REST route writes its JSON in one pass). */
export async function createCoupons(
  deps: CouponsDependencies,
  actor: RequestActor,
  scope: Scope,
  body: CouponCreationBody,
  requestLanguage: string,
): Promise<CreatedCouponsAnswer> {
  return createdCouponsAnswerOf(await createCouponBatch(deps, actor, scope, body, requestLanguage));
}
