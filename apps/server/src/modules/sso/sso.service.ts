import { internalPath, paths } from "@ondine/domain";
import * as client from "openid-client";
import { secretsEqual } from "../../security/secret-tokens";
import { recordAuditEvent } from "../audit";
import { type AuthDependencies, completeSignIn, findUserByEmail } from "../auth";
import { type OidcClient, SsoError } from "./oidc-client";
import type { OidcSettings } from "./oidc-settings";
import { openSignInFlow, type SignInFlow, sealSignInFlow, signInFlowLifetimeMs } from "./sign-in-flow";
import { confirmUserByProvider } from "./sso.repository";

export type SsoDependencies = AuthDependencies & {
  settings: OidcSettings;
  provider: OidcClient;
  /** Signs the flow cookie (signInFlowKey of the client secret). */
  flowKey: Buffer;
};

/**
 * `start`: a fresh state, nonce and PKCE verifier, sealed in the flow cookie,
 * and the provider's address to send the browser to. Only internal paths are
 * kept as the place to return to (default: home).
 */
export async function beginStaffSignIn(
  deps: SsoDependencies,
  redirect: string | undefined,
): Promise<{ authorizationUrl: URL; flowCookie: string }> {
  const flow: SignInFlow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    redirect: internalPath(redirect) ?? paths.home,
    expiresAt: deps.now().getTime() + signInFlowLifetimeMs,
  };
  const authorizationUrl = await deps.provider.authorizationUrl(flow);
  return { authorizationUrl, flowCookie: sealSignInFlow(flow, deps.flowKey) };
}

/**
 * `callback`: checks that the answer belongs to the attempt this browser
 * started, lets the provider's client validate code and tokens, then finds
 * the active account of the verified staff address. Records the sign-in
 * (audit `sign_in`, method oidc); the route starts the session. Throws
 * SsoError with the code the error page shows.
 */
export async function completeStaffSignIn(
  deps: SsoDependencies,
  input: { callbackUrl: URL; flowCookie: string | undefined; ip: string },
): Promise<{ userId: number; redirect: string }> {
  const flow = openSignInFlow(input.flowCookie, deps.flowKey, deps.now());
  const returnedState = input.callbackUrl.searchParams.get("state") ?? undefined;
  if (!flow || !secretsEqual(returnedState, flow.state)) throw new SsoError("invalid_state");

  const identity = await deps.provider.identify(input.callbackUrl, flow);
  if (!identity.email || !identity.emailVerified) throw new SsoError("email_not_verified");
  if (!identity.email.endsWith(`@${deps.settings.staffEmailDomain}`)) throw new SsoError("email_not_staff");

  const user = await findUserByEmail(deps.db, identity.email);
  if (!user || user.deletedAt) throw new SsoError("account_unknown");
  if (!user.confirmedAt && (await confirmUserByProvider(deps.db, user.id, deps.now()))) {
    await recordAuditEvent(deps.db, {
      action: "confirmed",
      actorId: user.id,
      subjectId: user.id,
      ip: input.ip,
      details: { method: "oidc" },
    });
  }
  await completeSignIn(deps, user.id, input.ip, { method: "oidc" });
  return { userId: user.id, redirect: flow.redirect };
}
