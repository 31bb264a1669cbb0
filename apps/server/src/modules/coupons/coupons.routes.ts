import {
  bigPathIdParamsSchema,
  canCreateCoupons,
  couponCreationBodySchema,
  couponDefsAnswerSchema,
  couponDefsQuerySchema,
  couponDisableAnswerSchema,
  couponPhoneBodySchema,
  couponPresentationSchema,
  couponSmsAnswerSchema,
  couponSmsBodySchema,
  createdCouponsAnswerSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseDeclared } from "../../openapi/declared-input";
import { clocked, routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { deleteCoupon, disableCoupon, sendCouponSms, updateCouponPhone } from "./coupon-actions.service";
import { createCouponBatch } from "./coupon-creation.service";
import { couponIdFrom } from "./coupon-id-params";
import { listCouponDefs } from "./coupon-offers.service";
import { couponsDependencies } from "./coupons-dependencies";
import { createdCouponsAnswerJson } from "./created-coupons-answer-json";

const couponsRoute = routeSchemaFor("Coupons");

/** Coupons (docs/product.md#codes-api) (docs/api.md "Coupons"): offers, creation, disable, delete, phone, SMS. */
export async function couponsRoutes(app: FastifyInstance) {
  const deps = couponsDependencies(app);

  app.get(
    "/coupons/coupon_defs",
    {
      schema: couponsRoute({
        summary: "The offers codes can be made from at a location, shortest first",
        auth: "signed-in",
        querystring: couponDefsQuerySchema,
        success: { status: 200, description: "The offers.", schema: couponDefsAnswerSchema },
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const query = parseDeclared(request, "querystring");
      return listCouponDefs(deps.db, actor, request.scope, query, request.language);
    },
  );

  app.post(
    "/coupons",
    {
      schema: couponsRoute({
        summary: "Create a batch of codes (with the code role)",
        description:
          'docs/product.md#codes-validation\'s rules: docs/api.md "Coupons". Dates run from today to a year ahead, Paris days.',
        auth: "signed-in",
        body: clocked(couponCreationBodySchema),
        success: {
          status: 201,
          description: "`{correlation_id, coupons}`, the batch in creation order.",
          schema: createdCouponsAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canCreateCoupons(actor)) throw new AppError("NOT_ALLOWED");
      const body = parseDeclared(request, "body", deps.now());
      const batch = await createCouponBatch(deps, actor, request.scope, body, request.language);
      // Bytes, not objects: the schema's serializer would write the batch's shared fields once a code
      // (created-coupons-answer-json.ts). Fastify sends them as they are, without the answer check of tests.
      const answer = Buffer.from(createdCouponsAnswerJson(batch));
      return reply.code(201).type("application/json; charset=utf-8").send(answer);
    },
  );

  app.put(
    "/coupons/:id/disable",
    {
      schema: couponsRoute({
        summary: "Disable a code (idempotent)",
        auth: "signed-in",
        params: bigPathIdParamsSchema,
        success: {
          status: 200,
          description: "`{id, disabled_by, disabled_at, updated_at}`.",
          schema: couponDisableAnswerSchema,
        },
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      return disableCoupon(deps, actor, request.scope, couponIdFrom(request));
    },
  );

  app.delete(
    "/coupons/:id",
    {
      schema: couponsRoute({
        summary: "Delete an unused code",
        auth: "signed-in",
        params: bigPathIdParamsSchema,
        success: { status: 204, description: "Deleted.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      await deleteCoupon(deps, actor, request.scope, couponIdFrom(request));
      return reply.code(204).send();
    },
  );

  app.put(
    "/coupons/:id",
    {
      schema: couponsRoute({
        summary: "Set or remove a code's phone number",
        auth: "signed-in",
        params: bigPathIdParamsSchema,
        body: couponPhoneBodySchema,
        success: { status: 200, description: "The code, with its phone number.", schema: couponPresentationSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = couponIdFrom(request);
      const body = parseDeclared(request, "body");
      // The answer holds the guest's phone number.
      reply.header("cache-control", "no-store");
      return updateCouponPhone(deps, actor, request.scope, id, body.coupon.phone_number, request.language);
    },
  );

  app.post(
    "/coupons/:id/send_sms",
    {
      schema: couponsRoute({
        summary: "Send a code by SMS to its phone number",
        auth: "signed-in",
        params: bigPathIdParamsSchema,
        body: couponSmsBodySchema,
        success: {
          status: 202,
          description: "`{outbox_message_id}`: the SMS is in the outbox.",
          schema: couponSmsAnswerSchema,
        },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = couponIdFrom(request);
      const body = parseDeclared(request, "body");
      const answer = await sendCouponSms(deps, actor, request.scope, id, body.language ?? request.language);
      return reply.code(202).send(answer);
    },
  );
}
