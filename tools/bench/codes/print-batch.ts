import type { CouponDefPresentation, CreatedCouponsAnswer, CurrentUser } from "@ondine/domain";
import type { APIRequestContext, BrowserContext } from "playwright-core";

async function json<T>(answer: Awaited<ReturnType<APIRequestContext["get"]>>, call: string): Promise<T> {
  if (!answer.ok()) throw new Error(`${call} answered ${answer.status()}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

/**
 * Creates a batch of `size` codes at the signed-in user's first location,
 * as the create form does (POST /api/coupons, its first offer, or a week's
 * dates without offers), and returns its correlation id.
 */
export async function createPrintBatch(context: BrowserContext, size: number): Promise<string> {
  const { request } = context;
  const csrf = (await context.cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "";
  const me = await json<CurrentUser>(await request.get("/api/users/me"), "GET /api/users/me");
  const location = me.locations[0];
  if (!location) throw new Error(`${me.email} has no location to create codes at`);
  const offers = await json<CouponDefPresentation[]>(
    await request.get(
      `/api/coupons/coupon_defs?location_id=${location.location_id}&location_type=${location.location_type}`,
    ),
    "GET /api/coupons/coupon_defs",
  );
  const now = Date.now();
  const terms = offers[0]
    ? { coupon_def_id: offers[0].id }
    : { max_usage: 2, starts_at: new Date(now).toISOString(), ends_at: new Date(now + 7 * 86_400_000).toISOString() };
  const created = await json<CreatedCouponsAnswer>(
    await request.post("/api/coupons", {
      headers: { "X-CSRF-Token": csrf },
      data: {
        coupon: {
          location_id: location.location_id,
          location_type: location.location_type,
          number: size,
          description: `Print benchmark, ${size} codes`,
          ...terms,
        },
        send_sms: false,
      },
    }),
    "POST /api/coupons",
  );
  return created.correlation_id;
}
