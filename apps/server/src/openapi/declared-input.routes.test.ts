import { describe, expect, it } from "vitest";
import { signInAs, type TestSession } from "../test/sessions";
import { testEngines } from "../test/test-database";
import { useTestApp } from "../test/use-test-app";
import { insertUser } from "../test/user-factory";

const dayMs = 86_400_000;

// Routes validate their declared schemas in the handler (parseDeclared), not
// in Fastify's validation stage: the order (docs/product.md#errors) holds, and a schema built
// from the clock reads the request's present moment.
describe.each(testEngines)("declared route schemas on %s", (engine) => {
  const t = useTestApp(engine, { now: new Date("2026-06-01T10:00:00Z") });

  const createCoupons = (session: TestSession | undefined, coupon: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/coupons", headers: session?.headers ?? {}, payload: { coupon } });

  it("answers 401 before 403 before 422, as before the schemas were declared", async () => {
    const admin = await signInAs(t.app, await insertUser(t.db, { admin: true }));
    const noRoles = await signInAs(t.app, await insertUser(t.db));
    const invalid = { number: 0 };
    expect((await createCoupons(undefined, invalid)).json()).toMatchObject({ code: "NOT_AUTHORIZED" });
    expect((await createCoupons(noRoles, invalid)).json()).toMatchObject({ code: "NOT_ALLOWED" });
    const refused = await createCoupons(admin, invalid);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      code: "INVALID_PARAMETERS",
      message: "The request has invalid fields.",
      errors: {
        "coupon.location_id": ["formErrors.required"],
        "coupon.location_type": ["formErrors.required"],
        "coupon.number": ["formErrors.range_number"],
        "coupon.description": ["coupons.description_blank"],
      },
    });
  });

  it("validates a clock-dependent schema at the request's present moment", async () => {
    const adminUser = await insertUser(t.db, { admin: true });
    const admin = await signInAs(t.app, adminUser);
    const startsAt = new Date("2027-12-01T10:00:00Z");
    const coupon = {
      location_id: 999_999,
      location_type: "Site",
      number: 1,
      description: "Chambre 204",
      max_usage: 1,
      starts_at: startsAt.toISOString(),
      ends_at: new Date(startsAt.getTime() + dayMs).toISOString(),
    };
    // More than a year ahead: refused today.
    const early = await createCoupons(admin, coupon);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toMatchObject({ "coupon.starts_at": ["formErrors.range_date"] });
    // Within the year once the clock moved: the schema passes, and the unknown location answers 404.
    t.clock.advance(365 * dayMs);
    const later = await signInAs(t.app, adminUser);
    expect((await createCoupons(later, coupon)).statusCode).toBe(404);
  });
});
