import { and, desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditEvents, organismSecurity, sessions, userLocations, users } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { insertOrganism, type TestOrganism } from "../../test/organism-factory";
import { cookiesOf, lastMessageTo, signInAs, type TestSession } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser, type TestUser } from "../../test/user-factory";

// docs/security.md "Organism security". The app trusts the injecting address as a proxy (as the
// rate-limit tests do), so each request says where it comes from in X-Forwarded-For.
describe.each(testEngines)("organism security on %s", (engine) => {
  const t = useTestApp(engine, { config: { trustProxy: ["127.0.0.1"] } });
  let admin: TestUser;
  let adminSession: TestSession;

  beforeEach(async () => {
    admin = await insertUser(t.db, { admin: true });
    adminSession = await signInAs(t.app, admin);
  });

  const from = (ip: string) => ({ "x-forwarded-for": ip });

  const putSecurity = (organismId: number | string, payload: object, session: TestSession = adminSession) =>
    t.app.inject({
      method: "PUT",
      url: `/api/organisms/${organismId}/security`,
      headers: { ...session.headers, ...from("198.51.100.200") },
      payload,
    });

  const settings = (ipRanges: string[], extra: object = {}) => ({
    ip_ranges: ipRanges,
    two_factor_required: false,
    two_factor_grace_sign_ins: 3,
    ...extra,
  });

  /** An organism whose ranges are set through the API, and a member of it (by a site when asked). */
  async function organismWithMember(ipRanges: string[], options: { bySite?: boolean; roles?: string[] } = {}) {
    const organism = await insertOrganism(t.db);
    const site = await insertSite(t.db, { organismId: organism.id });
    const member = await insertUser(t.db, {
      roles: options.roles ?? ["supervision"],
      locations: [options.bySite ? { type: "Site", id: site.id } : { type: "Organism", id: organism.id }],
    });
    expect((await putSecurity(organism.id, settings(ipRanges))).statusCode).toBe(200);
    return { organism, site, member };
  }

  const signIn = (user: TestUser, ip: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/users/sign_in",
      headers: from(ip),
      payload: { email: user.email, password: user.password },
    });

  const me = (session: TestSession, ip: string) =>
    t.app.inject({ method: "GET", url: "/api/users/me", headers: { ...session.headers, ...from(ip) } });

  const sessionCount = async (userId: number) =>
    (await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;

  describe("GET and PUT /api/organisms/{id}/security", () => {
    let organism: TestOrganism;
    beforeEach(async () => {
      organism = await insertOrganism(t.db, { name: "Hôtels Lumière" });
    });

    it("answers admins the defaults of an organism never set, with the caller's address", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/organisms/${organism.id}/security`,
        headers: { ...adminSession.headers, ...from("2001:db8::77") },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.json()).toEqual({
        organism_id: organism.id,
        organism_name: "Hôtels Lumière",
        ip_ranges: [],
        two_factor_required: false,
        two_factor_grace_sign_ins: 3,
        caller_ip: "2001:db8::77",
        updated_at: null,
      });
    });

    it("refuses anyone but an admin: 401 anonymous, 403 for a member, even of that organism", async () => {
      const member = await insertUser(t.db, {
        roles: ["accounts_create", "supervision"],
        locations: [{ type: "Organism", id: organism.id }],
      });
      const memberSession = await signInAs(t.app, member);
      const url = `/api/organisms/${organism.id}/security`;
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
      const get = await t.app.inject({ method: "GET", url, headers: memberSession.headers });
      expect(get.statusCode).toBe(403);
      expect(get.json().code).toBe("NOT_ALLOWED");
      const put = await putSecurity(organism.id, settings(["192.0.2.0/24"]), memberSession);
      expect(put.statusCode).toBe(403);
      // Nothing stored.
      const rows = await t.db.select().from(organismSecurity).where(eq(organismSecurity.organismId, organism.id));
      expect(rows).toEqual([]);
    });

    it("answers 404 for an organism that does not exist or an id that names none", async () => {
      for (const id of ["999999", "0", "abc", "99999999999"]) {
        const get = await t.app.inject({
          method: "GET",
          url: `/api/organisms/${id}/security`,
          headers: adminSession.headers,
        });
        expect(get.statusCode, id).toBe(404);
      }
      expect((await putSecurity(999_999, settings([]))).statusCode).toBe(404);
    });

    it("stores the ranges normalised and each once, answers them, and logs the change", async () => {
      const response = await putSecurity(
        organism.id,
        settings(["192.0.2.77/24", " 192.0.2.0/24", "2001:DB8:0:0::/32", "::ffff:198.51.100.7"], {
          two_factor_required: true,
          two_factor_grace_sign_ins: 0,
        }),
      );
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        organism_id: organism.id,
        ip_ranges: ["192.0.2.0/24", "2001:db8::/32", "198.51.100.7/32"],
        two_factor_required: true,
        two_factor_grace_sign_ins: 0,
        caller_ip: "198.51.100.200",
      });
      expect(body.updated_at).not.toBeNull();
      const read = await t.app.inject({
        method: "GET",
        url: `/api/organisms/${organism.id}/security`,
        headers: adminSession.headers,
      });
      expect(read.json().ip_ranges).toEqual(["192.0.2.0/24", "2001:db8::/32", "198.51.100.7/32"]);

      const [event] = await t.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.action, "organism_security_updated"))
        .orderBy(desc(auditEvents.id))
        .limit(1);
      expect(event).toMatchObject({
        actorId: admin.id,
        ip: "198.51.100.200",
        details: {
          organism_id: organism.id,
          ip_ranges: ["192.0.2.0/24", "2001:db8::/32", "198.51.100.7/32"],
          two_factor_required: true,
          two_factor_grace_sign_ins: 0,
        },
      });

      // Back to no range: any address.
      const cleared = await putSecurity(organism.id, settings([]));
      expect(cleared.json()).toMatchObject({ ip_ranges: [], two_factor_required: false });
    });

    it("answers 422 with the index of each range that cannot be read, and stores nothing", async () => {
      const before = await t.app.inject({
        method: "GET",
        url: `/api/organisms/${organism.id}/security`,
        headers: adminSession.headers,
      });
      const response = await putSecurity(
        organism.id,
        settings(["192.0.2.0/24", "192.0.2.0/33", "intranet", "2001:db8::/32", "010.0.0.1"]),
      );
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: {
          "ip_ranges.1": ["organismSecurity.errors.invalid_range"],
          "ip_ranges.2": ["organismSecurity.errors.invalid_range"],
          "ip_ranges.4": ["organismSecurity.errors.invalid_range"],
        },
      });
      expect(Object.keys(response.json().errors)).toHaveLength(3);
      const after = await t.app.inject({
        method: "GET",
        url: `/api/organisms/${organism.id}/security`,
        headers: adminSession.headers,
      });
      expect(after.json()).toEqual(before.json());
    });

    it("answers 422 for a grace past 10, more than 50 ranges or a missing field", async () => {
      const grace = await putSecurity(organism.id, settings([], { two_factor_grace_sign_ins: 11 }));
      expect(grace.statusCode).toBe(422);
      expect(grace.json().errors).toHaveProperty("two_factor_grace_sign_ins");
      const many = Array.from({ length: 51 }, (_, index) => `10.0.${index}.0/24`);
      const tooMany = await putSecurity(organism.id, settings(many));
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().errors).toHaveProperty("ip_ranges");
      const missing = await putSecurity(organism.id, { ip_ranges: [] });
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toHaveProperty("two_factor_required");
    });
  });

  describe("at sign-in", () => {
    it("refuses a member outside their organism's ranges 403 IP_NOT_ALLOWED, starting nothing, and admits them inside", async () => {
      const { member } = await organismWithMember(["192.0.2.0/24"]);

      const outside = await signIn(member, "203.0.113.5");
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe("IP_NOT_ALLOWED");
      expect(cookiesOf(outside).ondine_session).toBeUndefined();
      expect(await sessionCount(member.id)).toBe(0);
      const [refusal] = await t.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.subjectId, member.id), eq(auditEvents.action, "sign_in_failed")));
      expect(refusal).toMatchObject({ ip: "203.0.113.5", details: { reason: "ip_not_allowed" } });
      // Not a wrong password: the account counts no failure.
      const [account] = await t.db
        .select({ failedAttempts: users.failedAttempts })
        .from(users)
        .where(eq(users.id, member.id));
      expect(account?.failedAttempts).toBe(0);

      const inside = await signIn(member, "192.0.2.44");
      expect(inside.statusCode).toBe(200);
      expect(cookiesOf(inside).ondine_session).toBeTruthy();
    });

    it("reads IPv6 clients and IPv4-mapped IPv6 addresses; a site's member answers to its organism", async () => {
      const { member } = await organismWithMember(["2001:db8:1::/48", "192.0.2.0/24"], { bySite: true });
      expect((await signIn(member, "2001:db8:1:ff::9")).statusCode).toBe(200);
      expect((await signIn(member, "::ffff:192.0.2.9")).statusCode).toBe(200);
      const v6Outside = await signIn(member, "2001:db8:2::9");
      expect(v6Outside.statusCode).toBe(403);
      expect(v6Outside.json().code).toBe("IP_NOT_ALLOWED");
      expect((await signIn(member, "::ffff:192.0.3.9")).statusCode).toBe(403);
    });

    it("asks a member of two organisms to be inside the ranges of each", async () => {
      const first = await organismWithMember(["192.0.2.0/24"]);
      const second = await insertOrganism(t.db);
      await putSecurity(second.id, settings(["192.0.2.128/25"]));
      const member = await insertUser(t.db, {
        locations: [
          { type: "Organism", id: first.organism.id },
          { type: "Organism", id: second.id },
        ],
      });
      expect((await signIn(member, "192.0.2.10")).statusCode).toBe(403);
      expect((await signIn(member, "192.0.2.200")).statusCode).toBe(200);
    });

    it("exempts admins and the support desk, wherever they are", async () => {
      const { organism } = await organismWithMember(["192.0.2.0/24"]);
      const location = [{ type: "Organism" as const, id: organism.id }];
      const locatedAdmin = await insertUser(t.db, { admin: true, locations: location });
      const desk = await insertUser(t.db, { roles: ["support_desk"], locations: location });
      expect((await signIn(locatedAdmin, "203.0.113.5")).statusCode).toBe(200);
      const deskSignIn = await signIn(desk, "203.0.113.5");
      expect(deskSignIn.statusCode).toBe(200);
      const deskSession = { ...adminSession, headers: sessionHeaders(deskSignIn) };
      expect((await me(deskSession, "203.0.113.6")).statusCode).toBe(200);
    });

    it("refuses the second factor from outside, and mails no code to a password typed outside", async () => {
      const { member } = await organismWithMember(["192.0.2.0/24"]);
      await t.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, member.id));

      const outside = await signIn(member, "203.0.113.5");
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe("IP_NOT_ALLOWED");
      await expect(lastMessageTo(t.db, member.email)).rejects.toThrow();

      const started = await signIn(member, "192.0.2.8");
      expect(started.statusCode).toBe(302);
      const mail = await lastMessageTo(t.db, member.email);
      const code = /\b(\d{6})\b/.exec(mail.bodyText)?.[1];
      const twoFactor = (ip: string) =>
        t.app.inject({
          method: "POST",
          url: "/api/users/two_factor",
          headers: { cookie: `ondine_2fa=${cookiesOf(started).ondine_2fa}`, ...from(ip) },
          payload: { code },
        });
      const refused = await twoFactor("203.0.113.5");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("IP_NOT_ALLOWED");
      expect(cookiesOf(refused).ondine_session).toBeUndefined();
      expect(await sessionCount(member.id)).toBe(0);
    });
  });

  function sessionHeaders(response: { cookies: { name: string; value: string }[] }) {
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
    return {
      cookie: `ondine_session=${cookies.ondine_session}; ondine_csrf=${cookies.ondine_csrf}`,
      "x-csrf-token": cookies.ondine_csrf as string,
    };
  }

  describe("on every request", () => {
    async function signedInMember(ipRanges: string[], ip: string) {
      const setup = await organismWithMember(ipRanges);
      const response = await signIn(setup.member, ip);
      expect(response.statusCode).toBe(200);
      return { ...setup, session: { ...adminSession, headers: sessionHeaders(response) } };
    }

    it("ends a session used from outside: 403 IP_NOT_ALLOWED, cookies cleared, the row gone", async () => {
      const { member, session } = await signedInMember(["192.0.2.0/24", "2001:db8::/32"], "192.0.2.4");
      // Cached by now: the check reads no database, and still refuses.
      expect((await me(session, "192.0.2.4")).statusCode).toBe(200);
      expect((await me(session, "2001:db8::4")).statusCode).toBe(200);
      expect((await me(session, "::ffff:192.0.2.4")).statusCode).toBe(200);

      const outside = await me(session, "203.0.113.9");
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe("IP_NOT_ALLOWED");
      expect(cookiesOf(outside).ondine_session).toBe("");
      expect(cookiesOf(outside).ondine_csrf).toBe("");
      expect(await sessionCount(member.id)).toBe(0);
      // The session is over, inside again too.
      expect((await me(session, "192.0.2.4")).statusCode).toBe(401);
    });

    it("applies a change of ranges at the member's very next request", async () => {
      const { organism, member, session } = await signedInMember(["192.0.2.0/24"], "192.0.2.4");
      expect((await me(session, "192.0.2.4")).statusCode).toBe(200);
      expect((await putSecurity(organism.id, settings(["198.51.100.0/24"]))).statusCode).toBe(200);
      const refused = await me(session, "192.0.2.4");
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("IP_NOT_ALLOWED");
      expect(await sessionCount(member.id)).toBe(0);
    });

    it("applies a new location at the member's next request", async () => {
      const { session, member } = await signedInMember([], "203.0.113.20");
      expect((await me(session, "203.0.113.20")).statusCode).toBe(200);
      const guarded = await insertOrganism(t.db);
      await putSecurity(guarded.id, settings(["192.0.2.0/24"]));
      // As the account form stores it: migration 0009's trigger drops the member's cached entries.
      await t.db.insert(userLocations).values({ userId: member.id, organismId: guarded.id });
      expect((await me(session, "203.0.113.20")).statusCode).toBe(403);
    });

    it("refuses an API token from outside, without ending anything, and takes it inside", async () => {
      const { member } = await organismWithMember(["192.0.2.0/24"], { roles: ["api", "supervision"] });
      const token = "organism-security-test-token-0001";
      await t.db
        .update(users)
        .set({ apiTokenHash: sha256Hex(token), apiTokenCreatedAt: new Date() })
        .where(eq(users.id, member.id));
      const call = (ip: string) =>
        t.app.inject({ method: "GET", url: "/api/users/me", headers: { "x-api-token": token, ...from(ip) } });
      expect((await call("192.0.2.50")).statusCode).toBe(200);
      const outside = await call("203.0.113.50");
      expect(outside.statusCode).toBe(403);
      expect(outside.json().code).toBe("IP_NOT_ALLOWED");
      expect((await call("192.0.2.50")).statusCode).toBe(200);
    });

    it("leaves the calls that read no actor alone: public configuration, health, legal pages", async () => {
      const { member, session } = await signedInMember(["192.0.2.0/24"], "192.0.2.4");
      for (const url of ["/api/config/public", "/api/health", "/api/legal/terms"]) {
        const response = await t.app.inject({
          method: "GET",
          url,
          headers: { ...session.headers, ...from("203.0.113.9") },
        });
        expect(response.statusCode, url).not.toBe(403);
      }
      expect(
        (await t.app.inject({ method: "GET", url: "/api/config/public", headers: from("203.0.113.9") })).statusCode,
      ).toBe(200);
      // The session was not touched by them.
      expect(await sessionCount(member.id)).toBe(1);
    });

    it("exempts an admin logged in as a member", async () => {
      const { member } = await organismWithMember(["192.0.2.0/24"]);
      const logAs = await t.app.inject({
        method: "GET",
        url: `/api/users/${member.id}/fake`,
        headers: { ...adminSession.headers, ...from("203.0.113.70") },
      });
      expect(logAs.statusCode, logAs.body).toBe(200);
      const asMember = { ...adminSession, headers: sessionHeaders(logAs) };
      const response = await me(asMember, "203.0.113.70");
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(member.id);
      // The log-as ended the admin's own session; sign in again for the tests after this one.
      adminSession = await signInAs(t.app, admin);
    });
  });
});
