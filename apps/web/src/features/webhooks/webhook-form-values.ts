import {
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEventType,
  webhookEndpointCreateSchema,
  webhookEndpointUpdateSchema,
} from "@ondine/domain";
import { isApiError } from "../../api/api-error";

/** What the endpoint form holds: an organism is chosen on creation only. */
export interface WebhookFormValues {
  organism_id: number | null;
  url: string;
  description: string;
  event_types: WebhookEventType[];
  enabled: boolean;
}

/** The form's fields a refusal may name. */
export const webhookFormFields = ["organism_id", "url", "description", "event_types", "enabled"] as const;
export type WebhookFormField = (typeof webhookFormFields)[number];

/** A new endpoint's form: enabled, nothing chosen, of the organism given (the one the list shows, or the caller's only one). */
export function newWebhookFormValues(organismId: number | undefined): WebhookFormValues {
  return { organism_id: organismId ?? null, url: "", description: "", event_types: [], enabled: true };
}

/** An endpoint's form, as saved. */
export function webhookFormValuesOf(endpoint: WebhookEndpoint): WebhookFormValues {
  return {
    organism_id: endpoint.organism_id,
    url: endpoint.url,
    description: endpoint.description,
    event_types: [...endpoint.event_types],
    enabled: endpoint.enabled,
  };
}

/** `POST /webhooks/endpoints`'s body, read by its schema (the form checked it first). */
export function createBodyOf(values: WebhookFormValues): WebhookEndpointCreate {
  return webhookEndpointCreateSchema.parse(values);
}

/**
 * `PATCH`'s body: the URL, description and events as typed; `enabled` only
 * when it changed, so saving a text does not turn an endpoint the failures
 * disabled into one its owner disabled (docs/webhooks.md#disabling).
 */
export function updateBodyOf(values: WebhookFormValues, endpoint: WebhookEndpoint): WebhookEndpointUpdate {
  const { url, description, event_types, enabled } = values;
  return webhookEndpointUpdateSchema.parse(
    enabled === endpoint.enabled ? { url, description, event_types } : { url, description, event_types, enabled },
  );
}

/** What a refused save says, read for the form: each field's first message (i18n keys), and those no field shows. */
export interface WebhookRefusal {
  fieldErrors: Partial<Record<WebhookFormField, string>>;
  otherMessages: string[];
}

export const noRefusal: WebhookRefusal = { fieldErrors: {}, otherMessages: [] };

/** A 422's `errors` (`webhooks.errors.*`, `formErrors.*`) by the form's fields (`event_types.2` under the events); anything else has none. */
export function readWebhookRefusal(error: unknown): WebhookRefusal {
  const refusal: WebhookRefusal = { fieldErrors: {}, otherMessages: [] };
  if (!isApiError(error)) return refusal;
  for (const [path, messages] of Object.entries(error.errors)) {
    const [head] = path.split(".");
    const field = webhookFormFields.find((name) => name === head);
    const [first] = messages;
    if (field && first !== undefined) refusal.fieldErrors[field] ??= first;
    else refusal.otherMessages.push(...messages);
  }
  return refusal;
}
