import type { WebhookEndpoint } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error";
import { endpointFixture } from "./testing/webhook-fixtures";
import { readWebhookRefusal, updateBodyOf, webhookFormValuesOf } from "./webhook-form-values";

describe("the endpoint form's values", () => {
  it("send `enabled` only when it changed", () => {
    const failing: WebhookEndpoint = endpointFixture({ enabled: false, disabled_reason: "failing" });
    const values = webhookFormValuesOf(failing);
    expect(updateBodyOf({ ...values, description: "  PMS  " }, failing)).toEqual({
      url: failing.url,
      description: "PMS",
      event_types: [...failing.event_types].sort(),
    });
    expect(updateBodyOf({ ...values, enabled: true }, failing)).toMatchObject({ enabled: true });
  });

  it("read a 422 by field, an event's index under the events, the rest apart", () => {
    const refusal = readWebhookRefusal(
      new ApiError({
        status: 422,
        code: "INVALID_PARAMETERS",
        message: "invalid",
        errors: {
          url: ["webhooks.errors.address_refused", "formErrors.invalid"],
          "event_types.1": ["formErrors.invalid"],
          organism: ["webhooks.errors.too_many_endpoints"],
        },
      }),
    );
    expect(refusal).toEqual({
      fieldErrors: { url: "webhooks.errors.address_refused", event_types: "formErrors.invalid" },
      otherMessages: ["webhooks.errors.too_many_endpoints"],
    });
    expect(readWebhookRefusal(new Error("network"))).toEqual({ fieldErrors: {}, otherMessages: [] });
  });
});
