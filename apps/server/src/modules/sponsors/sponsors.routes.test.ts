import { endOfCalendarDay, isCouponCode, sponsorRequestLimits } from "@ondine/domain";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { coupons, sponsorRequests } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { lastMessageTo, tokenInLink } from "../../test/sessions";
import { insertSite, type TestSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";

const publicUrl = "http://console.test";
const hourMs = 3_600_000;

let requestCount = 0;

describe.each(testEngines)("guest sponsoring on %s", (engine) => {
  // 10:00 in Paris on 15 June 2026, again for each test (a fresh app, clock and database each).
  const t = useTestApp(engine, { now: new Date("2026-06-15T08:00:00.000Z"), config: { publicUrl } });
  let site: TestSite;

  beforeEach(async () => {
    const organism = await insertOrganism(t.db, { kind: "office" });
    site = await insertSite(t.db, { organismId: organism.id, name: "Tour Horizon" });
  });

  /** Asks for sponsoring from a fresh client address; answers the mailed token. */
  async function requestSponsoring(overrides: Record<string, unknown> = {}, language = "en") {
    requestCount += 1;
    const sponsorEmail = `host${requestCount}@corp.test`;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/sponsors",
      remoteAddress: `127.0.1.${requestCount}`,
      headers: { "accept-language": language },
      payload: {
        site_id: site.id,
        guest_email: `guest${requestCount}@example.test`,
        guest_first_name: "Ana",
        guest_last_name: "López",
        sponsor_email: sponsorEmail,
        ...overrides,
      },
    });
    if (response.statusCode !== 202) return { response, token: "", sponsorEmail };
    const mail = await lastMessageTo(t.db, sponsorEmail);
    return { response, token: tokenInLink(mail.bodyText, `${publicUrl}/sponsor/`), sponsorEmail, mail };
  }
  const getLink = (token: string) => t.app.inject({ method: "GET", url: `/api/sponsors/${token}` });
  const useLink = (token: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: `/api/sponsors/${token}/use`, payload: payload as object });

  it("mails the sponsor a link valid 24 hours, in the portal's language", async () => {
    const { response, mail, token } = await requestSponsoring({ default_selected_days: 3 }, "es");
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ expires_at: new Date(t.clock.now().getTime() + 24 * hourMs).toISOString() });
    expect(mail).toMatchObject({
      channel: "mail",
      language: "es",
      subject: "Ana López solicita acceso wifi en Tour Horizon",
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const stored = await t.db.select().from(sponsorRequests);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("shows the request and the end dates the sponsor may pick", async () => {
    const { token } = await requestSponsoring({ default_selected_days: 3, language: "de" });
    const response = await getLink(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      first_name: "Ana",
      last_name: "López",
      email: `guest${requestCount}@example.test`,
      default_selected_days: 3,
      site: { id: site.id, name: "Tour Horizon" },
      expires_at: new Date(t.clock.now().getTime() + 24 * hourMs).toISOString(),
      default_ends_at: "2026-06-18",
      min_ends_at: "2026-06-15",
      max_ends_at: "2026-07-15",
    });
  });

  it("creates the guest's code to the end of the chosen day, mails it, and works once", async () => {
    const { token } = await requestSponsoring({ language: "fr" });
    const guestEmail = `guest${requestCount}@example.test`;
    const response = await useLink(token, { ends_at: "2026-06-20" });
    expect(response.statusCode).toBe(201);
    const endsAt = endOfCalendarDay({ year: 2026, month: 6, day: 20 });
    const answer = response.json();
    expect(answer).toEqual({
      code: expect.any(String),
      starts_at: t.clock.now().toISOString(),
      ends_at: endsAt.toISOString(),
      duration: Math.round((endsAt.getTime() - t.clock.now().getTime()) / 1000),
      max_usage: 3,
      site: { id: site.id, name: "Tour Horizon" },
    });
    expect(isCouponCode(answer.code)).toBe(true);
    const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, answer.code));
    expect(coupon).toMatchObject({
      creatorType: "GuestUser",
      creatorId: null,
      siteId: site.id,
      couponDefId: null,
      description: `Sponsor host${requestCount}@corp.test: Ana López <${guestEmail}>`,
    });
    const mail = await lastMessageTo(t.db, guestEmail);
    expect(mail).toMatchObject({ language: "fr", subject: "Votre code d'accès Wi-Fi pour Tour Horizon" });
    expect(mail.bodyText).toContain(answer.code);
    expect(mail.bodyText).toContain("valable jusqu'au 20/06/2026 23:59");

    const again = await useLink(token, { ends_at: "2026-06-20" });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ["sponsor.error.used_link"] });
    expect((await getLink(token)).json().errors).toEqual({ token: ["sponsor.error.used_link"] });
  });

  it("refuses an end date outside today to a month ahead, and the link still works", async () => {
    const { token } = await requestSponsoring();
    for (const endsAt of ["2026-06-14", "2026-07-16"]) {
      const response = await useLink(token, { ends_at: endsAt });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ ends_at: ["formErrors.range_date"] });
    }
    expect((await useLink(token, {})).json().errors).toEqual({ ends_at: ["formErrors.required"] });
    expect((await useLink(token, { ends_at: "2026-07-15" })).statusCode).toBe(201);
  });

  it("refuses an expired link and an unknown one", async () => {
    const { token } = await requestSponsoring();
    t.clock.advance(24 * hourMs);
    const expired = await getLink(token);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: ["sponsor.error.expired_link"] });
    expect((await useLink(token, { ends_at: "2026-06-20" })).json().errors).toEqual({
      token: ["sponsor.error.expired_link"],
    });
    const unknown = await getLink("x".repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual({ token: ["sponsor.error.invalid_link"] });
    expect((await getLink("short")).statusCode).toBe(404);
  });

  it("checks the portal's request and knows the site", async () => {
    const invalid = await requestSponsoring({ guest_email: "nope", sponsor_email: undefined });
    expect(invalid.response.statusCode).toBe(422);
    expect(invalid.response.json().errors).toEqual({
      guest_email: ["formErrors.email"],
      sponsor_email: ["formErrors.required"],
    });
    expect((await requestSponsoring({ site_id: 999_999 })).response.statusCode).toBe(404);
  });

  it("caps the requests naming one sponsor, and from one address, per hour", async () => {
    const ask = (sponsorEmail: string, address: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/sponsors",
        remoteAddress: address,
        payload: {
          site_id: site.id,
          guest_email: "guest@example.test",
          guest_first_name: "Bo",
          guest_last_name: "Li",
          sponsor_email: sponsorEmail,
        },
      });
    for (let index = 0; index < sponsorRequestLimits.perSponsorPerHour; index++) {
      expect((await ask("busy@corp.test", `127.0.2.${index}`)).statusCode).toBe(202);
    }
    const capped = await ask("busy@corp.test", "127.0.2.99");
    expect(capped.statusCode).toBe(422);
    expect(capped.json().errors).toEqual({ _root: ["sponsor.error.too_many_requests"] });
    for (let index = 0; index < sponsorRequestLimits.perAddressPerHour; index++) {
      expect((await ask(`s${index}@corp.test`, "127.0.3.1")).statusCode).toBe(202);
    }
    expect((await ask("other@corp.test", "127.0.3.1")).statusCode).toBe(422);
    t.clock.advance(hourMs);
    expect((await ask("busy@corp.test", "127.0.3.1")).statusCode).toBe(202);
  });
});
