/**
 * The three lines docs/webhooks.md#signature gives to verify a delivery with
 * the standard's npm library, as printed there: the secret is read from the
 * receiver's environment, never written in its code.
 */
export const verificationSnippet = `import { Webhook } from "standardwebhooks";
const webhook = new Webhook(process.env.ONDINE_WEBHOOK_SECRET); // "whsec_..."
const event = webhook.verify(rawBody, request.headers); // throws when not ours`;
