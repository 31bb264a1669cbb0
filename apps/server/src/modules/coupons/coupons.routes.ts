import {
  canCreateCoupons,
  couponCreationBodySchema,
  couponDefsQuerySchema,
  couponPhoneBodySchema,
  couponSmsBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { requireActor } from "../../plugins/authentication";
import { deleteCoupon, disableCoupon, sendCouponSms, updateCouponPhone } from "./coupon-actions.service";
import { createCoupons } from "./coupon-creation.service";
import { couponIdFrom } from "./coupon-id-params";
import { listCouponDefs } from "./coupon-offers.service";
import { couponsDependencies } from "./coupons-dependencies";

/** SPEC §7 "Coupons" (docs/api.md "Coupons"): offers, creation, disable, delete, phone, SMS. */
export async function couponsRoutes(app: FastifyInstance) {
  const deps = couponsDependencies(app);

  app.get("/coupons/coupon_defs", async (request) => {
    const actor = requireActor(request);
    const query = parseWith(couponDefsQuerySchema, request.query);
    return listCouponDefs(deps.db, actor, request.scope, query, request.language);
  });

  app.post("/coupons", async (request, reply) => {
    const actor = requireActor(request);
    if (!canCreateCoupons(actor)) throw new AppError("NOT_ALLOWED");
    const body = parseWith(couponCreationBodySchema(deps.now()), request.body);
    const answer = await createCoupons(deps, actor, request.scope, body, request.language);
    return reply.code(201).send(answer);
  });

  app.put("/coupons/:id/disable", async (request) => {
    const actor = requireActor(request);
    return disableCoupon(deps, actor, request.scope, couponIdFrom(request.params));
  });

  app.delete("/coupons/:id", async (request, reply) => {
    const actor = requireActor(request);
    await deleteCoupon(deps, actor, request.scope, couponIdFrom(request.params));
    return reply.code(204).send();
  });

  app.put("/coupons/:id", async (request, reply) => {
    const actor = requireActor(request);
    const id = couponIdFrom(request.params);
    const body = parseWith(couponPhoneBodySchema, request.body);
    // The answer holds the guest's phone number.
    reply.header("cache-control", "no-store");
    return updateCouponPhone(deps, actor, request.scope, id, body.coupon.phone_number, request.language);
  });

  app.post("/coupons/:id/send_sms", async (request, reply) => {
    const actor = requireActor(request);
    const id = couponIdFrom(request.params);
    const body = parseWith(couponSmsBodySchema, request.body);
    const answer = await sendCouponSms(deps, actor, request.scope, id, body.language ?? request.language);
    return reply.code(202).send(answer);
  });
}
