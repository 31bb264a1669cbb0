import type { Config } from "../../config";

/** Staff single sign-on, when the four settings are there (README "Settings"). */
export type OidcSettings = {
  issuer: URL;
  clientId: string;
  clientSecret: string;
  /** Lowercase, without `@`: only addresses of this domain may sign in this way. */
  staffEmailDomain: string;
  /** Registered at the provider as the client's redirect URI. */
  callbackUrl: string;
};

export const oidcCallbackPath = "/api/auth/oidc/callback";

/** The single sign-on settings, or undefined when single sign-on is off. */
export function oidcSettings(
  config: Pick<Config, "oidcIssuer" | "oidcClientId" | "oidcClientSecret" | "staffEmailDomain" | "publicUrl">,
): OidcSettings | undefined {
  const { oidcIssuer, oidcClientId, oidcClientSecret, staffEmailDomain } = config;
  if (!oidcIssuer || !oidcClientId || !oidcClientSecret || !staffEmailDomain) return undefined;
  return {
    issuer: new URL(oidcIssuer),
    clientId: oidcClientId,
    clientSecret: oidcClientSecret,
    staffEmailDomain,
    callbackUrl: `${config.publicUrl}${oidcCallbackPath}`,
  };
}
