import { createHmac, hkdfSync } from "node:crypto";
import { z } from "zod";
import { secretsEqual } from "../../security/secret-tokens";

/**
 * What the browser carries between `start` and `callback`: the values that
 * bind the provider's answer to this browser and this attempt (RFC 9700
 * §2.1: state, nonce, PKCE verifier) and where to go afterwards.
 */
export type SignInFlow = {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** An internal path of the console. */
  redirect: string;
  /** Epoch milliseconds after which the callback is refused. */
  expiresAt: number;
};

/** Time to sign in at the provider; after it the attempt starts over. */
export const signInFlowLifetimeMs = 10 * 60_000;

const flowSchema = z.object({
  state: z.string().min(1),
  nonce: z.string().min(1),
  codeVerifier: z.string().min(43),
  redirect: z.string().startsWith("/"),
  expiresAt: z.number().int(),
});

/**
 * The key that signs the flow cookie, derived from the client secret: every
 * instance behind the load balancer shares it without another setting, and
 * it is not the secret itself (HKDF with its own label).
 */
export function signInFlowKey(clientSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", clientSecret, "", "ondine oidc sign-in flow cookie", 32));
}

function signature(payload: string, key: Buffer): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** `payload.signature`, both base64url: the cookie's value. */
export function sealSignInFlow(flow: SignInFlow, key: Buffer): string {
  const payload = Buffer.from(JSON.stringify(flow)).toString("base64url");
  return `${payload}.${signature(payload, key)}`;
}

/** The flow a cookie holds, if we signed it and it has not expired. */
export function openSignInFlow(cookie: string | undefined, key: Buffer, now: Date): SignInFlow | undefined {
  const [payload, given, extra] = (cookie ?? "").split(".");
  if (!payload || !given || extra !== undefined || !secretsEqual(given, signature(payload, key))) return undefined;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
  const parsed = flowSchema.safeParse(decoded);
  if (!parsed.success || parsed.data.expiresAt <= now.getTime()) return undefined;
  return parsed.data;
}
