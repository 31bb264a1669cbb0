import {
  bigPathIdParamsSchema,
  canCreateCoupons,
  couponCreationBodySchema,
  couponDefsQuerySchema,
  couponPhoneBodySchema,
  couponSmsBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseDeclared } from "../../openapi/declared-input";
import { clocked, routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { deleteCoupon, disableCoupon, sendCouponSms, updateCouponPhone } from "./coupon-actions.service";
import { createCoupons } from "./coupon-creation.service";
import { couponIdFrom } from "./coupon-id-params";
import { listCouponDefs } from "./coupon-offers.service";
import { couponsDependencies } from "./coupons-dependencies";

const couponsRoute = routeSchemaFor("Coupons");

/** SPEC §7 "Coupons" (docs/api.md "Coupons"): offers, creation, disable, delete, phone, SMS. */
export async function couponsRoutes(app: FastifyInstance) {
  const deps = couponsDependencies(app);

  app.get(
    "/coupons/coupon_defs",
    {
      schema: couponsRoute({
        summary: "The offers codes can be made from at a location, shortest first",
        auth: "signed-in",
        querystring: couponDefsQuerySchema,
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
        description: 'SPEC §5\'s rules: docs/api.md "Coupons". Dates run from today to a year ahead, Paris days.',
        auth: "signed-in",
        body: clocked(couponCreationBodySchema),
        success: { status: 201, description: "`{correlation_id, coupons}`, the batch in creation order." },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!canCreateCoupons(actor)) throw new AppError("NOT_ALLOWED");
      const body = parseDeclared(request, "body", deps.now());
      const answer = await createCoupons(deps, actor, request.scope, body, request.language);
      return reply.code(201).send(answer);
    },
  );

  app.put(
    "/coupons/:id/disable",
    {
      schema: couponsRoute({
        summary: "Disable a code (idempotent)",
        auth: "signed-in",
        params: bigPathIdParamsSchema,
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
        success: { status: 204, description: "Deleted." },
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
        success: { status: 202, description: "`{outbox_message_id}`: the SMS is in the outbox." },
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
