import {
  backOfficeCreatorType,
  type CouponStatusFilter,
  couponCreationBodySchema,
  couponPhoneBodySchema,
  couponStatusSearchFilter,
  type LocationType,
} from "@ondine/domain";
import type { GraphQLResolveInfo } from "graphql";
import { AppError } from "../../../errors/app-error";
import { parseWith } from "../../../errors/parse-with";
import { createCoupons, disableCoupon, listCouponDefs, sendCouponSms, updateCouponPhone } from "../../coupons";
import type { GraphqlContext } from "../graphql-context";
import { optionalRowIdOf, rowIdOf } from "../graphql-ids";
import { type PageArguments, searchConnection, searchOne } from "../search-connection";
import { couponNode, couponSource } from "./coupon-nodes";

type Clause = Record<string, unknown>;

type CouponFilter = {
  siteId?: string | null;
  organismId?: string | null;
  correlationId?: string | null;
  status?: string | null;
  codePrefix?: string | null;
  createdFrom?: string | null;
  createdTo?: string | null;
  backOfficeOnly?: boolean | null;
};

type LocationInput = { type: "ORGANISM" | "SITE"; id: string };

type CreateCouponsInput = {
  location: LocationInput;
  number: number;
  description: string;
  offerId?: string | null;
  maxUsage?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  phoneNumber?: string | null;
  sendSms?: boolean | null;
  language?: string | null;
  withRanAccess?: boolean | null;
};

const locationTypeOf = (type: LocationInput["type"]): LocationType => (type === "SITE" ? "Site" : "Organism");

/** The codes list's order, newest first, ending with the id (a batch shares its instant). */
const newestFirst: Clause[] = [{ created_at: { order: "desc" } }, { id: { order: "desc" } }];

function couponFilterClauses(filter: CouponFilter | null | undefined, now: Date): Clause[] {
  const clauses: Clause[] = [];
  if (!filter) return clauses;
  const siteId = optionalRowIdOf(filter.siteId, "site");
  const organismId = optionalRowIdOf(filter.organismId, "organism");
  if (siteId !== undefined) clauses.push({ term: { site_id: siteId } });
  if (organismId !== undefined) clauses.push({ term: { organism_id: organismId } });
  if (filter.correlationId) clauses.push({ term: { correlation_id: filter.correlationId.toLowerCase() } });
  if (filter.status) clauses.push(...couponStatusSearchFilter(filter.status.toLowerCase() as CouponStatusFilter, now));
  if (filter.codePrefix) clauses.push({ prefix: { code: { value: filter.codePrefix.toUpperCase() } } });
  if (filter.createdFrom || filter.createdTo) {
    clauses.push({
      range: {
        created_at: {
          ...(filter.createdFrom ? { gte: filter.createdFrom } : {}),
          ...(filter.createdTo ? { lte: filter.createdTo } : {}),
        },
      },
    });
  }
  if (filter.backOfficeOnly) clauses.push({ term: { creator_type: backOfficeCreatorType } });
  return clauses;
}

async function couponById(context: GraphqlContext, id: number) {
  const coupon = await searchOne(context, {
    index: "coupons",
    source: couponSource,
    filter: [{ term: { id } }],
    toNode: (source) => couponNode(source, context.now),
  });
  if (!coupon) throw new AppError("NOT_FOUND", "No such code.");
  return coupon;
}

/**
 * Guest access codes: read through the coupons search index, changed
 * through the services of `POST /api/coupons` and its sibling calls, with
 * the same bodies validated by the same schemas.
 */
export const couponResolvers = {
  Query: {
    coupons: (
      _: unknown,
      args: PageArguments & { filter?: CouponFilter | null },
      context: GraphqlContext,
      info: GraphQLResolveInfo,
    ) =>
      searchConnection(context, info, args, {
        index: "coupons",
        filter: couponFilterClauses(args.filter, context.now),
        sort: newestFirst,
        source: couponSource,
        toNode: (source) => couponNode(source, context.now),
      }),
    coupon: (_: unknown, args: { id: string }, context: GraphqlContext) =>
      couponById(context, rowIdOf(args.id, "code")),
    offers: async (_: unknown, args: { location: LocationInput }, context: GraphqlContext) => {
      const query = {
        location_id: rowIdOf(args.location.id, "location"),
        location_type: locationTypeOf(args.location.type),
      };
      const offers = await listCouponDefs(context.db, context.actor, context.scope, query, context.language);
      return offers.map((offer) => ({
        id: offer.id,
        name: offer.name,
        durationValue: offer.duration_value,
        durationUnit: offer.duration_unit,
        maxUsage: offer.max_usage,
        price: offer.price,
        preTaxPrice: offer.pre_tax_price,
        priceLabel: offer.price_label,
        currency: offer.currency,
      }));
    },
  },
  Mutation: {
    createCoupons: async (_: unknown, { input }: { input: CreateCouponsInput }, context: GraphqlContext) => {
      // The REST call's body, validated by its schema: the same rules and the same field keys in errors.
      const body = parseWith(couponCreationBodySchema(context.coupons.now()), {
        coupon: {
          location_id: rowIdOf(input.location.id, "location"),
          location_type: locationTypeOf(input.location.type),
          number: input.number,
          description: input.description,
          coupon_def_id: optionalRowIdOf(input.offerId, "offer") ?? null,
          max_usage: input.maxUsage ?? null,
          starts_at: input.startsAt ?? null,
          ends_at: input.endsAt ?? null,
          phone_number: input.phoneNumber ?? null,
          with_ran_access: input.withRanAccess ?? false,
        },
        send_sms: input.sendSms ?? false,
        ...(input.language ? { language: input.language.toLowerCase() } : {}),
      });
      const answer = await createCoupons(context.coupons, context.actor, context.scope, body, context.language);
      return {
        correlationId: answer.correlation_id,
        coupons: answer.coupons.map((coupon) => couponNode({ ...coupon }, context.now)),
      };
    },
    disableCoupon: async (_: unknown, args: { id: string }, context: GraphqlContext) => {
      const id = rowIdOf(args.id, "code");
      await disableCoupon(context.coupons, context.actor, context.scope, id);
      return couponById(context, id);
    },
    setCouponPhone: async (_: unknown, args: { id: string; phoneNumber?: string | null }, context: GraphqlContext) => {
      const id = rowIdOf(args.id, "code");
      const body = parseWith(couponPhoneBodySchema, { coupon: { phone_number: args.phoneNumber ?? null } });
      const coupon = await updateCouponPhone(
        context.coupons,
        context.actor,
        context.scope,
        id,
        body.coupon.phone_number,
        context.language,
      );
      return couponNode({ ...coupon }, context.now);
    },
    sendCouponSms: async (_: unknown, args: { id: string; language?: string | null }, context: GraphqlContext) => {
      const id = rowIdOf(args.id, "code");
      const language = args.language?.toLowerCase() ?? context.language;
      const answer = await sendCouponSms(context.coupons, context.actor, context.scope, id, language);
      return { outboxMessageId: answer.outbox_message_id };
    },
  },
};
