import type { WebhookEventType } from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { organisms, sites, webhookEvents } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertWantingEndpoint, recordedWebhookEvents } from "../../test/webhook-outbox";
import { createCollector } from "../ingest";
import { pushKeyChanges } from "./key-push.repository";
import { insertPushSite, insertSpace, type PushSite, type SpaceRow, spaceNow } from "./key-push-fixture";

// docs/webhooks.md#events: private_wifi.key_applied, one event per space whose key the site's collector says it
// applied (its command's result), in the transaction that settles the spaces; never the key itself.

const start = new Date("2026-11-30T09:00:00Z");
const later = (ms: number) => new Date(start.getTime() + ms);

describe.each(testEngines)("the private keys' webhooks on %s", (engine) => {
  const t = useTestApp(engine, { now: start });

  const endpointFor = (organismId: number, eventTypes: readonly WebhookEventType[]) =>
    insertWantingEndpoint(t.db, organismId, eventTypes);
  const eventsOf = (organismId: number) => recordedWebhookEvents(t.db, organismId);

  /** The site with its organism's id and both names. */
  const namesOf = async (site: PushSite) => {
    const [row] = await t.db
      .select({ organismId: organisms.id, organismName: organisms.name, siteName: sites.name })
      .from(sites)
      .innerJoin(organisms, eq(organisms.id, sites.organismId))
      .where(eq(sites.id, site.siteId));
    if (!row) throw new Error("no site");
    return row;
  };

  /** Queues the spaces' changes as the console does; returns the command's id. */
  const push = async (site: PushSite, spaces: readonly SpaceRow[], action: "set" | "withdraw") => {
    await pushKeyChanges(t.db, {
      site: { id: site.siteId },
      ssid: site.ssid ?? "",
      actor: null,
      now: t.clock.now(),
      changes: spaces.map((space) => ({ spaceId: space.id, name: space.name, action, psk: space.psk })),
    });
    const commandId = (await spaceNow(t.db, spaces[0]?.id ?? 0))?.pushCommandId;
    if (!commandId) throw new Error("nothing queued");
    return commandId;
  };

  /** The site's collector takes its commands, then reports on one, as it does over the ingest calls. */
  const report = async (site: PushSite, commandId: number, body: object) => {
    const { token } = await createCollector(t.db, { name: `Collector ${site.siteId}`, siteIds: [site.siteId] });
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: "GET", url: "/api/ingest/v1/commands", headers })).statusCode).toBe(200);
    const response = await t.app.inject({
      method: "POST",
      url: `/api/ingest/v1/commands/${commandId}/result`,
      headers,
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it("records one event per space whose key the collector applied, without the key", async () => {
    const site = await insertPushSite(t.db);
    const names = await namesOf(site);
    await endpointFor(names.organismId, ["private_wifi.key_applied"]);
    const room = await insertSpace(t.db, site.siteId, { name: "Chambre 12", expiresOn: "2027-06-30" });
    const studio = await insertSpace(t.db, site.siteId, { name: "Studio 3" });
    const commandId = await push(site, [room, studio], "set");
    t.clock.advance(20_000);

    await report(site, commandId, { status: "acknowledged", stamp: later(15_000).toISOString() });

    const events = await eventsOf(names.organismId);
    const event = (space: SpaceRow, expiresOn: string | null) => ({
      type: "private_wifi.key_applied",
      organismId: names.organismId,
      data: {
        organism: { id: names.organismId, name: names.organismName },
        site: { id: site.siteId, name: names.siteName },
        space: { id: space.id, name: space.name, expires_on: expiresOn },
        applied_at: later(15_000).toISOString(),
      },
    });
    expect(events).toHaveLength(2);
    expect(events).toEqual(expect.arrayContaining([event(room, "2027-06-30"), event(studio, null)]));
    expect(JSON.stringify(events)).not.toContain(room.psk);
    expect(JSON.stringify(events)).not.toContain(studio.psk);
  });

  it("records nothing for a failed command, a withdrawal applied or a deleted space's", async () => {
    const site = await insertPushSite(t.db);
    const names = await namesOf(site);
    await endpointFor(names.organismId, ["private_wifi.key_applied"]);
    const failing = await insertSpace(t.db, site.siteId);
    await report(site, await push(site, [failing], "set"), { status: "failed", message: "controller down" });
    expect((await spaceNow(t.db, failing.id))?.pushState).toBe("failed");

    const withdrawn = await insertSpace(t.db, site.siteId, { withdrawnAt: start });
    const deleted = await insertSpace(t.db, site.siteId, { withdrawnAt: start, deletedAt: start });
    await report(site, await push(site, [withdrawn, deleted], "withdraw"), { status: "acknowledged" });
    expect((await spaceNow(t.db, withdrawn.id))?.pushState).toBe("applied");
    expect(await eventsOf(names.organismId)).toEqual([]);

    // The failed key pushed again and applied: its event now.
    await report(site, await push(site, [failing], "set"), { status: "acknowledged" });
    expect((await eventsOf(names.organismId)).map((event) => (event.data.space as { id: number }).id)).toEqual([
      failing.id,
    ]);
  });

  it("records nothing when no endpoint of the site's organism asks for it", async () => {
    const site = await insertPushSite(t.db);
    const names = await namesOf(site);
    await endpointFor(names.organismId, ["site.down"]);
    const other = await insertPushSite(t.db);
    await endpointFor((await namesOf(other)).organismId, ["private_wifi.key_applied"]);
    const space = await insertSpace(t.db, site.siteId);
    await report(site, await push(site, [space], "set"), { status: "acknowledged" });
    expect((await spaceNow(t.db, space.id))?.pushState).toBe("applied");
    expect(await t.db.select().from(webhookEvents)).toEqual([]);

    // The other organism asks for it: its space's key is recorded, for it alone.
    const theirs = await insertSpace(t.db, other.siteId);
    await report(other, await push(other, [theirs], "set"), { status: "acknowledged" });
    const otherNames = await namesOf(other);
    expect(await t.db.select({ organismId: webhookEvents.organismId }).from(webhookEvents)).toEqual([
      { organismId: otherNames.organismId },
    ]);
  });
});
