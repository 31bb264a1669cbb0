import { z } from "zod";
import { rowIdSchema, rowIdTextSchema } from "../inputs/id-schema";
import { requiredTextSchema, textSchema } from "../inputs/text-schema";
import { pageQuerySchema } from "../pagination/page";
import { blankAsAbsent } from "../queries/query-params";
import { webhookDeliveryStates, webhookEventTypes, webhookLimits } from "./webhook-codes";

// The one schema of each webhook call (docs/webhooks.md#calls), read by the
// server and by the console's forms. Whether plain http and loopback
// receivers are allowed is the server's setting (`WEBHOOKS_ALLOW_LOCAL`): the
// schema reads the URL's shape, the server its scheme and where it resolves.

/** Any absolute URL the WHATWG parser reads (zod's, which the domain's environment lacks the type of). */
const anyUrlSchema = z.url();

/** A URL's shape problems, as i18n keys (docs/webhooks.md#endpoints). */
export const webhookUrlErrors = {
  invalid: "webhooks.errors.url_invalid",
  scheme: "webhooks.errors.url_scheme",
  credentials: "webhooks.errors.url_credentials",
  httpsRequired: "webhooks.errors.https_required",
  addressRefused: "webhooks.errors.address_refused",
} as const;

/**
 * What is wrong with a receiver's URL as typed, or null: an absolute http(s)
 * URL without user or password (they would travel in clear in every log) and
 * without a fragment (never sent). The server also requires https outside
 * development and refuses private addresses (docs/webhooks.md#guard).
 */
export function webhookUrlProblem(text: string): string | null {
  if (!anyUrlSchema.safeParse(text).success) return webhookUrlErrors.invalid;
  if (!/^https?:\/\//i.test(text)) return webhookUrlErrors.scheme;
  // The authority is what comes before the first "/", "?" or "#" after the scheme: a "@" in it carries credentials.
  if (/^https?:\/\/[^/?#]*@/i.test(text)) return webhookUrlErrors.credentials;
  if (text.includes("#")) return webhookUrlErrors.invalid;
  return null;
}

/** A receiver's URL: at most 2,000 characters once trimmed, shaped as {@link webhookUrlProblem} says. */
export const webhookUrlSchema = requiredTextSchema(webhookLimits.urlMaxLength).superRefine((text, context) => {
  const problem = webhookUrlProblem(text);
  if (problem !== null) context.addIssue({ code: "custom", message: problem });
});

/** The events an endpoint asks for: one at least, each once, from the catalogue. */
export const webhookEventTypesSchema = z
  .array(z.enum(webhookEventTypes, { error: "formErrors.invalid" }), { error: "formErrors.required" })
  .min(1, "webhooks.errors.no_events")
  .max(webhookEventTypes.length, "formErrors.invalid")
  .transform((types) => [...new Set(types)].sort());

/** `POST /webhooks/endpoints`: a new endpoint of an organism; its secret is drawn by the server and answered once. */
export const webhookEndpointCreateSchema = z.object({
  organism_id: rowIdSchema,
  url: webhookUrlSchema,
  description: textSchema(webhookLimits.descriptionMaxLength).default(""),
  event_types: webhookEventTypesSchema,
  enabled: z.boolean({ error: "formErrors.invalid" }).default(true),
});
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreateSchema>;

/**
 * `PATCH /webhooks/endpoints/{id}`: what is sent changes. Enabling an endpoint
 * the failures disabled starts it afresh (its failing streak forgotten) and
 * mails its owners; its failed deliveries wait for a replay.
 */
export const webhookEndpointUpdateSchema = z
  .object({
    url: webhookUrlSchema.optional(),
    description: textSchema(webhookLimits.descriptionMaxLength).optional(),
    event_types: webhookEventTypesSchema.optional(),
    enabled: z.boolean({ error: "formErrors.invalid" }).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: "formErrors.required" });
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdateSchema>;

/** `GET /webhooks/endpoints`: the caller's endpoints, of one organism when given. */
export const webhookEndpointQuerySchema = z.object({
  organism_id: rowIdTextSchema,
});
export type WebhookEndpointQuery = z.infer<typeof webhookEndpointQuerySchema>;

/** `GET /webhooks/endpoints/{id}/deliveries`: the log, newest first, of one state and one event type when given. */
export const webhookDeliveryQuerySchema = pageQuerySchema.extend({
  state: z.preprocess(blankAsAbsent, z.enum(webhookDeliveryStates, { error: "formErrors.invalid" }).optional()),
  event_type: z.preprocess(
    blankAsAbsent,
    z.enum([...webhookEventTypes, "webhook.test"], { error: "formErrors.invalid" }).optional(),
  ),
});
export type WebhookDeliveryQuery = z.infer<typeof webhookDeliveryQuerySchema>;

/** `POST /webhooks/endpoints/{id}/replay`: every failed delivery of the endpoint created since `since` (at most 10,000). */
export const webhookReplaySchema = z.object({
  since: z.iso.datetime({ offset: true, error: "formErrors.invalid" }),
});
export type WebhookReplay = z.infer<typeof webhookReplaySchema>;

/** `{id}` and `{delivery_id}` of a delivery's path; the route answers 404 when it fails. */
export const webhookDeliveryParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  delivery_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
