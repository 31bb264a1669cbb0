import { currentUserSchema, ssoStatusSchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { getPublicConfig } from "../../apps/web/src/api/public-config";
import { findUsers } from "../../apps/web/src/features/accounts/api/find-users";
import { getUser } from "../../apps/web/src/features/accounts/api/get-user";
import { logAsUser } from "../../apps/web/src/features/accounts/api/log-as-user";
import { resendConfirmation } from "../../apps/web/src/features/accounts/api/resend-confirmation";
import { generateApiToken } from "../../apps/web/src/features/api-token/api/generate-api-token";
import { getCurrentUser } from "../../apps/web/src/features/auth/api/current-user-options";
import { endImpersonation } from "../../apps/web/src/features/auth/api/end-impersonation";
import { getSsoStatus } from "../../apps/web/src/features/auth/api/get-sso-status";
import { requestPasswordReset } from "../../apps/web/src/features/auth/api/request-password-reset";
import { signIn } from "../../apps/web/src/features/auth/api/sign-in";
import { signOut } from "../../apps/web/src/features/auth/api/sign-out";
import { getHealth } from "../../apps/web/src/features/health/api/get-health";
import { saveOwnLanguage } from "../../apps/web/src/features/language/api/save-own-language";
import { demoAccounts, useContractServer } from "./support/contract-server";

const server = useContractServer();

describe("auth and accounts clients against the server", () => {
  it("signs in, reads the current user, and signs out", async () => {
    server.signOut();
    // signIn, getCurrentUser and getSsoStatus do not parse their answers (they are on the
    // JavaScript loaded before sign-in, kept free of zod): the contract is checked here.
    const user = currentUserSchema.parse(await signIn({ email: demoAccounts.customer, password: "ondine-demo" }));
    expect(user).toMatchObject({ email: demoAccounts.customer, admin: false, fake: false });
    expect(user.locations.length).toBeGreaterThan(0);
    const me = currentUserSchema.parse(await getCurrentUser());
    expect(me.id).toBe(user.id);
    await saveOwnLanguage("en");
    await signOut();
    await expect(getCurrentUser()).rejects.toMatchObject({ status: 401 });
  });

  it("lists and reads accounts, logs in as one and back", async () => {
    await server.signInAs("admin");
    const page = await findUsers({ search: "hotels" });
    const customer = page.users.find((user) => user.email === demoAccounts.customer);
    expect(customer).toBeDefined();
    expect(page.current_page).toBe(1);
    const read = await getUser(customer?.id ?? 0);
    expect(read).toMatchObject({ email: demoAccounts.customer, state: "confirmed" });

    const as = await logAsUser(read.id);
    expect(as.email).toBe(demoAccounts.customer);
    const back = await endImpersonation();
    expect(back).toMatchObject({ email: demoAccounts.admin, fake: false });

    const unconfirmed = (await findUsers({ state: "unconfirmed" })).users[0];
    expect(unconfirmed).toBeDefined();
    await expect(resendConfirmation(unconfirmed?.id ?? 0)).resolves.toBeUndefined();
  });

  it("makes the admin's API token, shown once", async () => {
    await server.signInAs("admin");
    const token = await generateApiToken({ read_only: true });
    expect(token).toMatchObject({ read_only: true, expires_at: null });
    expect(token.api_token.length).toBeGreaterThan(20);
    expect((await getCurrentUser()).api_token).toMatchObject({ read_only: true });
  });

  it("answers the public calls: health, settings, single sign-on, password reset", async () => {
    server.signOut();
    expect(await getHealth()).toMatchObject({ status: "ok", database: { state: "up" } });
    const config = await getPublicConfig();
    expect(config.customer_service_phones.default).not.toBe("");
    expect(ssoStatusSchema.parse(await getSsoStatus())).toEqual({ enabled: false });
    await expect(requestPasswordReset({ user: { email: demoAccounts.siteManager } })).resolves.toBeUndefined();
  });
});
