import { totpCodeAt, totpStepAt } from "@ondine/domain";
import { schema } from "@ondine/server/db";
import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reactivateUser } from "../../apps/web/src/features/accounts/api/reactivate-user";
import { findAlertSubscriptions } from "../../apps/web/src/features/alerts/api/find-alert-subscriptions";
import { confirmAuthenticator } from "../../apps/web/src/features/auth/api/confirm-authenticator";
import { enrolAuthenticator } from "../../apps/web/src/features/auth/api/enrol-authenticator";
import { getCurrentUser } from "../../apps/web/src/features/auth/api/get-current-user";
import { regenerateRecoveryCodes } from "../../apps/web/src/features/auth/api/regenerate-recovery-codes";
import { sendStepUpCode } from "../../apps/web/src/features/auth/api/send-step-up-code";
import { updateTwoFactorMethod } from "../../apps/web/src/features/auth/api/update-two-factor-method";
import { verifyStepUp } from "../../apps/web/src/features/auth/api/verify-step-up";
import { getLegalPage } from "../../apps/web/src/features/legal/api/get-legal-page";
import { getOrganismSecurity } from "../../apps/web/src/features/organism-security/api/get-organism-security";
import { updateOrganismSecurity } from "../../apps/web/src/features/organism-security/api/update-organism-security";
import { findSiteTools } from "../../apps/web/src/features/site-tools/api/find-site-tools";
import { getSiteToolRun } from "../../apps/web/src/features/site-tools/api/get-site-tool-run";
import { startDiagnosis } from "../../apps/web/src/features/site-tools/api/start-diagnosis";
import { startSpeedTest } from "../../apps/web/src/features/site-tools/api/start-speed-test";
import { useContractServer } from "./support/contract-server";

// The console's site-tools, two-factor, organism-security, reactivation and legal clients against the
// server on the demo data (docs/site-tools.md#calls, docs/security.md, docs/legal.md): each answer read
// through the client's own schema.
const server = useContractServer();
const password = "ondine-demo";

const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  logged.mockClear();
});

describe("site-tools clients against the server", () => {
  it("reads a site's lines and history, starts a line's test and a diagnosis, reads a run", async () => {
    await server.signInAs("customer");
    const { sites } = await findAlertSubscriptions();
    const siteId = sites[0]?.site_id;
    if (siteId === undefined) throw new Error("the hotel manager has no site");
    const tools = await findSiteTools(siteId);
    const line = tools.lines[0];
    if (!line) throw new Error("the demo site reports no line");
    // The demo data holds the past weeks' runs, newest first.
    expect(line.speed_tests.length).toBeGreaterThan(0);

    const test = await startSpeedTest(siteId, { line_id: line.id });
    expect(test).toMatchObject({ kind: "speed_test", state: "running", line: { id: line.id } });
    const again = await startSpeedTest(siteId, { line_id: line.id });
    expect(again.id).toBe(test.id);
    const diagnosis = await startDiagnosis(siteId);
    expect(diagnosis).toMatchObject({ kind: "diagnosis", state: "running", line: null });
    expect((await getSiteToolRun(diagnosis.id)).id).toBe(diagnosis.id);
  });
});

describe("two-factor clients against the server", () => {
  it("enrols an authenticator, makes new recovery codes, switches to mail and off", async () => {
    await server.signInAs("customer");
    const { secret } = await enrolAuthenticator();
    const code = totpCodeAt({ secret, step: totpStepAt(Date.now()) });
    const { recovery_codes } = await confirmAuthenticator({ code, current_password: password });
    expect(recovery_codes).toHaveLength(10);
    expect((await getCurrentUser()).two_factor).toMatchObject({ method: "authenticator", recovery_codes_left: 10 });

    // Step-up with the app's next code (the confirming one is used), then with a mailed one.
    await verifyStepUp({ code: totpCodeAt({ secret, step: totpStepAt(Date.now()) + 1 }) });

    const fresh = await regenerateRecoveryCodes({ current_password: password });
    expect(fresh.recovery_codes.some((value) => recovery_codes.includes(value))).toBe(false);
    expect(await updateTwoFactorMethod({ method: "mail", current_password: password })).toMatchObject({
      method: "mail",
      authenticator_confirmed: true,
    });
    expect((await sendStepUpCode()).resend_available_in).toBeGreaterThan(0);
    expect((await updateTwoFactorMethod({ method: null, current_password: password })).method).toBeNull();
  });
});

describe("organism security and reactivation clients against the server", () => {
  it("reads and saves an organism's ranges, and reactivates a deactivated account", async () => {
    await server.signInAs("admin");
    const organismId = await someOrganismId();
    const before = await getOrganismSecurity(organismId);
    expect(before).toMatchObject({ organism_id: organismId, ip_ranges: [], two_factor_required: false });
    const saved = await updateOrganismSecurity(organismId, {
      ip_ranges: ["192.0.2.7/24", "2001:db8::1/32"],
      two_factor_required: true,
      two_factor_grace_sign_ins: 2,
    });
    expect(saved.ip_ranges).toEqual(["192.0.2.0/24", "2001:db8::/32"]);
    await updateOrganismSecurity(organismId, {
      ip_ranges: [],
      two_factor_required: false,
      two_factor_grace_sign_ins: 3,
    });

    const former = await formerAccountId();
    const reactivated = await reactivateUser(former);
    expect(reactivated).toMatchObject({ id: former, state: "confirmed", deleted_at: null });
  });
});

describe("legal clients against the server", () => {
  it("reads a page in the language asked, signed out", async () => {
    server.signOut();
    const page = await getLegalPage("privacy", "fr");
    expect(page).toMatchObject({ page: "privacy", language: "fr" });
    expect(page.markdown).toContain("adresse IP");
  });
});

/** An organism of the demo, read from the database (the admin's pickers list many). */
async function someOrganismId(): Promise<number> {
  const [organism] = await server.database.db
    .select({ id: schema.organisms.id })
    .from(schema.organisms)
    .orderBy(asc(schema.organisms.id))
    .limit(1);
  if (!organism) throw new Error("the demo has no organism");
  return organism.id;
}

/** The demo's deactivated account (former@). */
async function formerAccountId(): Promise<number> {
  const [user] = await server.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.email, "former@ondine.example"));
  if (!user) throw new Error("the demo has no deactivated account");
  return user.id;
}
