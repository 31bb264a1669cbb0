import type { SsoErrorCode } from "@ondine/domain";
import * as client from "openid-client";
import type { OidcSettings } from "./oidc-settings";
import type { SignInFlow } from "./sign-in-flow";

/** A single sign-on attempt that failed, with the code the error page shows (/support/sso_error/{error}, docs/product.md#accounts-sso). */
export class SsoError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    options?: { cause?: unknown },
  ) {
    super(`Single sign-on failed: ${code}`, options);
    this.name = "SsoError";
  }
}

/** What the provider vouches for about the person, from the ID token or the userinfo endpoint. */
export type ProviderIdentity = { subject: string; email: string | undefined; emailVerified: boolean };

/** The provider, seen from the console: where to send the browser, and what its answer says. */
export interface OidcClient {
  authorizationUrl(flow: Pick<SignInFlow, "state" | "nonce" | "codeVerifier">): Promise<URL>;
  /** Validates the callback (state, code with PKCE, ID token and nonce) and returns the identity. */
  identify(callbackUrl: URL, flow: SignInFlow): Promise<ProviderIdentity>;
}

// Provider calls are on the path of a person waiting at the callback.
const providerTimeoutSeconds = 10;

// Answers a person can cause at the provider (refusing, cancelling).
const refusals = new Set(["access_denied", "login_required", "consent_required", "interaction_required"]);

/** The SsoError an openid-client failure stands for. */
export function ssoErrorFrom(error: unknown): SsoError {
  if (error instanceof SsoError) return error;
  if (error instanceof client.AuthorizationResponseError) {
    return new SsoError(refusals.has(error.error) ? "access_denied" : "provider_error", { cause: error });
  }
  // fetch itself fails with a TypeError when the provider does not answer.
  if (error instanceof TypeError) return new SsoError("provider_unavailable", { cause: error });
  if (error instanceof client.ClientError) {
    const unreachable =
      error.code === "OAUTH_TIMEOUT" || error.code === "OAUTH_ABORT" || error.cause instanceof TypeError;
    return new SsoError(unreachable ? "provider_unavailable" : "provider_error", { cause: error });
  }
  return new SsoError("provider_error", { cause: error });
}

function isEmailVerified(value: unknown): boolean {
  // Some providers send the boolean as a string.
  return value === true || value === "true";
}

/**
 * openid-client over the configured issuer. Discovery runs on first use and
 * is kept; a failed one is retried by the next sign-in. An `http:` issuer is
 * allowed because the operator wrote it (tests, a provider on localhost);
 * production issuers are https.
 */
export function createOidcClient(settings: OidcSettings): OidcClient {
  let discovered: Promise<client.Configuration> | undefined;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(
        settings.issuer,
        settings.clientId,
        { client_secret: settings.clientSecret, redirect_uris: [settings.callbackUrl] },
        client.ClientSecretBasic(settings.clientSecret),
        {
          timeout: providerTimeoutSeconds,
          execute: settings.issuer.protocol === "http:" ? [client.allowInsecureRequests] : [],
        },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw ssoErrorFrom(error);
      });
    return discovered;
  }

  return {
    async authorizationUrl(flow) {
      const config = await configuration();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: settings.callbackUrl,
        scope: "openid email",
        response_type: "code",
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
      });
    },

    async identify(callbackUrl, flow) {
      const config = await configuration();
      try {
        const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          pkceCodeVerifier: flow.codeVerifier,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new SsoError("provider_error");
        // Providers that follow OIDC Core §5.4 strictly put the email claims
        // in the userinfo answer, not in the ID token of a code flow.
        const claims =
          typeof idToken.email === "string"
            ? idToken
            : await client.fetchUserInfo(config, tokens.access_token, idToken.sub);
        return {
          subject: idToken.sub,
          email: typeof claims.email === "string" ? claims.email.toLowerCase() : undefined,
          emailVerified: isEmailVerified(claims.email_verified),
        };
      } catch (error) {
        throw ssoErrorFrom(error);
      }
    },
  };
}
