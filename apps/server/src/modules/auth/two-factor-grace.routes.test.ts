import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, organismSecurity, users } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { sessionFrom } from "../../test/sessions";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { mailedCode, twoFactorClient, twoFactorNow } from "./two-factor-fixture";

describe.each(testEngines)("an organism's two-factor requirement on %s", (engine) => {
  const t = useTestApp(engine, { now: twoFactorNow });

  async function requiringOrganism(graceSignIns: number) {
    const organism = await insertOrganism(t.db);
    await t.db
      .insert(organismSecurity)
      .values({ organismId: organism.id, twoFactorRequired: true, twoFactorGraceSignIns: graceSignIns });
    return organism;
  }

  const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it("signs a member in 3 times without a code, saying so, then switches the mailed code on", async () => {
    const organism = await requiringOrganism(3);
    const member = await insertUser(t.db, { locations: [{ type: "Organism", id: organism.id }] });
    const client = twoFactorClient(t.app);

    const left: unknown[] = [];
    for (let signIn = 1; signIn <= 3; signIn++) {
      const { response } = await client.typePassword(member);
      expect(response.statusCode).toBe(200);
      left.push(response.json().two_factor);
    }
    expect(left).toEqual(
      [2, 1, 0].map((graceLeft) => ({
        method: null,
        authenticator_confirmed: false,
        recovery_codes_left: 0,
        required: true,
        grace_sign_ins_left: graceLeft,
      })),
    );
    expect((await userRow(member.id))?.twoFactorGraceUsed).toBe(3);

    const { response, cookie } = await client.typePassword(member);
    expect(response.statusCode).toBe(302);
    expect(response.json()).toMatchObject({ two_factor_method: "mail", resend_available_in: 60 });
    expect(await userRow(member.id)).toMatchObject({
      twoFactorEnabled: true,
      twoFactorMethod: "mail",
      twoFactorGraceUsed: 0,
    });
    const signedIn = await client.sendSecondFactor(cookie, { code: await mailedCode(t.db, member.email) });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().two_factor).toMatchObject({ method: "mail", required: true, grace_sign_ins_left: null });

    const switched = await t.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, member.id), eq(auditEvents.action, "two_factor.method_changed")));
    expect(switched).toEqual([{ details: { method: "mail", previous: null, reason: "required_by_organism" } }]);

    // Required: it cannot be turned off.
    const session = sessionFrom(signedIn);
    const off = await client.call("PUT", "/api/users/two_factor", {
      session,
      payload: { method: null, current_password: member.password },
    });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual({ method: ["twoFactor.required_by_organism"] });
  });

  it("asks for the mailed code at once without a grace, and a site's member is held too", async () => {
    const organism = await requiringOrganism(0);
    const site = await insertSite(t.db, { organismId: organism.id });
    const member = await insertUser(t.db, { locations: [{ type: "Site", id: site.id }] });
    const { response } = await twoFactorClient(t.app).typePassword(member);
    expect(response.statusCode).toBe(302);
    expect(response.json().two_factor_method).toBe("mail");
  });

  it("exempts admins, and leaves members of other organisms alone", async () => {
    const organism = await requiringOrganism(0);
    const admin = await insertUser(t.db, { admin: true, locations: [{ type: "Organism", id: organism.id }] });
    const outsider = await insertUser(t.db, { locations: [{ type: "Organism", id: (await insertOrganism(t.db)).id }] });
    const client = twoFactorClient(t.app);
    for (const person of [admin, outsider]) {
      const { response } = await client.typePassword(person);
      expect(response.statusCode).toBe(200);
      expect(response.json().two_factor).toMatchObject({ required: false, grace_sign_ins_left: null });
      expect((await userRow(person.id))?.twoFactorGraceUsed).toBe(0);
    }
  });

  it("starts the grace over when two-factor is turned on", async () => {
    const organism = await requiringOrganism(3);
    const member = await insertUser(t.db, { locations: [{ type: "Organism", id: organism.id }] });
    const client = twoFactorClient(t.app);
    await client.typePassword(member);
    const session = await client.signIn(member);
    expect((await userRow(member.id))?.twoFactorGraceUsed).toBe(2);
    const on = await client.call("PUT", "/api/users/two_factor", {
      session,
      payload: { method: "mail", current_password: member.password },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ method: "mail", required: true, grace_sign_ins_left: null });
    expect((await userRow(member.id))?.twoFactorGraceUsed).toBe(0);
  });
});
