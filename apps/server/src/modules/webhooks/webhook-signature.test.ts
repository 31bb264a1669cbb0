import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";
import { newWebhookSecret, webhookSignature, webhookSignatureHeader } from "./webhook-signature";

const now = new Date();
const message = () => ({
  id: "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
  timestampSeconds: Math.floor(now.getTime() / 1000),
  body: JSON.stringify({ type: "site.down", timestamp: now.toISOString(), data: { organism: { id: 3 } } }),
});
const headersOf = (signed: ReturnType<typeof message>, signature: string) => ({
  "webhook-id": signed.id,
  "webhook-timestamp": String(signed.timestampSeconds),
  "webhook-signature": signature,
});

describe("webhook signatures", () => {
  it("draws whsec_ and 32 random bytes in base64, a new one each time", () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });

  it("signs as the Standard Webhooks library verifies, and as it signs itself", () => {
    const secret = newWebhookSecret();
    const signed = message();
    const signature = webhookSignature(secret, signed);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(secret).verify(signed.body, headersOf(signed, signature))).toEqual(JSON.parse(signed.body));
    expect(new Webhook(secret).sign(signed.id, new Date(signed.timestampSeconds * 1000), signed.body)).toBe(signature);
    // Another secret, or another byte of the body, is refused.
    expect(() => new Webhook(newWebhookSecret()).verify(signed.body, headersOf(signed, signature))).toThrow();
    expect(() => new Webhook(secret).verify(`${signed.body} `, headersOf(signed, signature))).toThrow();
  });

  it("carries both signatures while the previous secret is valid, each verifying with its secret", () => {
    const secret = newWebhookSecret();
    const previousSecret = newWebhookSecret();
    const signed = message();
    const during = webhookSignatureHeader(
      { secret, previousSecret, previousSecretExpiresAt: new Date(now.getTime() + 1) },
      signed,
      now,
    );
    expect(during.split(" ")).toEqual([webhookSignature(secret, signed), webhookSignature(previousSecret, signed)]);
    for (const key of [secret, previousSecret]) {
      expect(new Webhook(key).verify(signed.body, headersOf(signed, during))).toBeTruthy();
    }

    const after = webhookSignatureHeader({ secret, previousSecret, previousSecretExpiresAt: now }, signed, now);
    expect(after).toBe(webhookSignature(secret, signed));
    expect(() => new Webhook(previousSecret).verify(signed.body, headersOf(signed, after))).toThrow();
    expect(webhookSignatureHeader({ secret, previousSecret: null, previousSecretExpiresAt: null }, signed, now)).toBe(
      webhookSignature(secret, signed),
    );
  });
});
