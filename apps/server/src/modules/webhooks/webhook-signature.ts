import { createHmac, randomBytes } from "node:crypto";
import { webhookSecretPrefix } from "@ondine/domain";

// Standard Webhooks signing (docs/webhooks.md#signature): what any of the standard's libraries verifies.

/** A new endpoint secret: `whsec_` and 32 random bytes in base64 (docs/webhooks.md#endpoints). */
export function newWebhookSecret(): string {
  return `${webhookSecretPrefix}${randomBytes(32).toString("base64")}`;
}

/** The key a secret signs with: the bytes its base64 (after `whsec_`) stands for. */
function secretKey(secret: string): Buffer {
  const encoded = secret.startsWith(webhookSecretPrefix) ? secret.slice(webhookSecretPrefix.length) : secret;
  return Buffer.from(encoded, "base64");
}

/** One signature: `v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`. */
export function webhookSignature(
  secret: string,
  message: { id: string; timestampSeconds: number; body: string },
): string {
  const digest = createHmac("sha256", secretKey(secret))
    .update(`${message.id}.${message.timestampSeconds}.${message.body}`)
    .digest("base64");
  return `v1,${digest}`;
}

/** The secrets an endpoint signs with at `now`: its own, and after a rotation the previous one until it expires. */
export type WebhookSigningSecrets = {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
};

/**
 * The `webhook-signature` header: the current secret's signature, and the previous secret's after it,
 * space-separated, while the rotation's overlap lasts (`previous_secret_expires_at` after `now`).
 */
export function webhookSignatureHeader(
  secrets: WebhookSigningSecrets,
  message: { id: string; timestampSeconds: number; body: string },
  now: Date,
): string {
  const signatures = [webhookSignature(secrets.secret, message)];
  if (
    secrets.previousSecret !== null &&
    secrets.previousSecretExpiresAt !== null &&
    secrets.previousSecretExpiresAt.getTime() > now.getTime()
  ) {
    signatures.push(webhookSignature(secrets.previousSecret, message));
  }
  return signatures.join(" ");
}
