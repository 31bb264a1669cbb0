import { schema } from "@ondine/server/db";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createWebhookEndpoint } from "../../apps/web/src/features/webhooks/api/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "../../apps/web/src/features/webhooks/api/delete-webhook-endpoint";
import { findWebhookDeliveries } from "../../apps/web/src/features/webhooks/api/find-webhook-deliveries";
import { findWebhookEndpoints } from "../../apps/web/src/features/webhooks/api/find-webhook-endpoints";
import { getWebhookEndpoint } from "../../apps/web/src/features/webhooks/api/get-webhook-endpoint";
import { replayFailedWebhookDeliveries } from "../../apps/web/src/features/webhooks/api/replay-webhook-deliveries";
import { rotateWebhookSecret } from "../../apps/web/src/features/webhooks/api/rotate-webhook-secret";
import { sendWebhookTest } from "../../apps/web/src/features/webhooks/api/send-webhook-test";
import { updateWebhookEndpoint } from "../../apps/web/src/features/webhooks/api/update-webhook-endpoint";
import { useContractServer } from "./support/contract-server";

// The console's webhook clients against the server on the demo data (docs/webhooks.md#calls): each
// answer read through the client's own schema.
const server = useContractServer();

const logged = vi.spyOn(console, "error").mockImplementation(() => {});
afterEach(() => {
  expect(logged).not.toHaveBeenCalled();
  logged.mockClear();
});

describe("webhook clients against the server", () => {
  it("adds an endpoint, reads, changes and rotates it, queues a test event, reads the log, replays, deletes", async () => {
    await server.signInAs("customer");
    const [hotels] = await server.database.db
      .select({ id: schema.organisms.id })
      .from(schema.organisms)
      .where(eq(schema.organisms.name, "Hôtels Belle Escale"));
    if (!hotels) throw new Error("the demo has no hotel chain");

    const created = await createWebhookEndpoint({
      organism_id: hotels.id,
      url: "http://127.0.0.1:9/ondine/hooks",
      description: "Property-management system",
      event_types: ["site.down", "site.recovered"],
      enabled: true,
    });
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.endpoint).toMatchObject({ organism_id: hotels.id, enabled: true, disabled_reason: null });
    const { id } = created.endpoint;

    const { endpoints } = await findWebhookEndpoints(hotels.id);
    expect(endpoints.map((endpoint) => endpoint.id)).toContain(id);
    expect((await getWebhookEndpoint(id)).health).toMatchObject({ pending: 0, failed_last_day: 0 });

    const changed = await updateWebhookEndpoint(id, { event_types: ["code.used"], enabled: false });
    expect(changed).toMatchObject({ event_types: ["code.used"], enabled: false, disabled_reason: "manual" });
    await updateWebhookEndpoint(id, { enabled: true });

    const rotated = await rotateWebhookSecret(id);
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.endpoint.previous_secret_expires_at).not.toBeNull();

    expect(await sendWebhookTest(id)).toEqual({ queued: 1 });
    const log = await findWebhookDeliveries(id, { page: 1 });
    expect(log.current_page).toBe(1);
    const since = new Date(server.now.getTime() - 86_400_000).toISOString();
    expect(await replayFailedWebhookDeliveries(id, { since })).toEqual({ queued: 0 });

    await deleteWebhookEndpoint(id);
    expect((await findWebhookEndpoints(hotels.id)).endpoints.map((endpoint) => endpoint.id)).not.toContain(id);
  });
});
