import { type CollectorIotCommandsAnswer, iotCommandLifetimeMs } from "@ondine/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { iotCommands, iotDevices } from "../../../db/schema";
import { testEngines } from "../../../test/test-database";
import { useTestApp } from "../../../test/use-test-app";
import { createCollector } from "../../ingest";
import { iotCommandChannel } from "./command-waiter";
import { type DeliverySite, insertCommand, insertDeliverySite } from "./delivery-fixture";

const now = new Date("2026-11-26T10:00:00Z");

describe.each(testEngines)("the collectors' IoT commands on %s", (engine) => {
  const t = useTestApp(engine, { now });
  let token: string;
  let otherToken: string;
  let site: DeliverySite;
  let other: DeliverySite;

  /** Each test's hotel site and another site, each with its own collector. */
  const givenTwoCollectors = async () => {
    site = await insertDeliverySite(t.db);
    other = await insertDeliverySite(t.db);
    token = (await createCollector(t.db, { name: "Collector Hotel", siteIds: [site.siteId] })).token;
    otherToken = (await createCollector(t.db, { name: "Collector Other", siteIds: [other.siteId] })).token;
  };

  const take = (query = "", bearer = token) =>
    t.app.inject({
      method: "GET",
      url: `/api/ingest/v1/commands${query}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const report = (id: number | string, body: unknown, bearer = token) =>
    t.app.inject({
      method: "POST",
      url: `/api/ingest/v1/commands/${id}/result`,
      headers: { authorization: `Bearer ${bearer}` },
      payload: body as object,
    });
  const restart = (target: DeliverySite = site) =>
    insertCommand(t.db, { siteId: target.siteId, kind: "restart", deviceId: target.tv.id }, t.clock.now());

  it("answers 401 without a collector token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/ingest/v1/commands" });
    expect(response.statusCode).toBe(401);
  });

  it("refuses a wait outside 0..30 with 422", async () => {
    await givenTwoCollectors();
    for (const wait of ["31", "-1", "two"]) {
      const response = await take(`?wait=${wait}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ wait: ["formErrors.invalid"] });
    }
  });

  it("answers the collector's pending commands at once, marked sent to it, and not another collector's", async () => {
    await givenTwoCollectors();
    const mine = await restart();
    await restart(other);
    const response = await take("?wait=30");
    expect(response.statusCode).toBe(200);
    const answer = response.json<CollectorIotCommandsAnswer>();
    expect(answer.commands.map((command) => command.id)).toEqual([mine]);
    expect(answer.commands[0]?.device?.serial).toBe(site.tv.serial);
    const [row] = await t.db.select().from(iotCommands).where(eq(iotCommands.id, mine));
    expect(row?.state).toBe("sent");
    expect(row?.collectorId).not.toBeNull();
  });

  it("with nothing pending and wait=0, answers an empty list at once", async () => {
    await givenTwoCollectors();
    const response = await take("?wait=0");
    expect(response.json()).toEqual({ commands: [] });
  });

  it("waits, and answers as soon as a command of its sites is made (LISTEN), not for another site's", async () => {
    await givenTwoCollectors();
    // The test hears the same notifications as the app, which listened first: once the test has
    // heard the other site's, the app has had it too, and must still be waiting.
    const heard: string[] = [];
    const stopHearing = await t.database.listen(iotCommandChannel, {
      onNotification: (payload) => heard.push(payload),
      onListening: () => {},
    });
    try {
      let answered = false;
      const waiting = take("?wait=25").finally(() => {
        answered = true;
      });
      await until(() => t.app.iotCommandWaiter.watcherCount === 1);
      await restart(other);
      await vi.waitFor(() => expect(heard).toContain(String(other.siteId)), { timeout: 5_000 });
      expect(answered).toBe(false);
      const id = await restart();
      // Woken by the notification, well before the 25 s wait is over.
      await vi.waitFor(() => expect(answered).toBe(true), { timeout: 10_000 });
      const response = await waiting;
      expect(response.json<CollectorIotCommandsAnswer>().commands.map((command) => command.id)).toEqual([id]);
      expect(t.app.iotCommandWaiter.watcherCount).toBe(0);
    } finally {
      await stopHearing();
    }
  });

  it("answers an empty list once `wait` seconds have passed", async () => {
    await givenTwoCollectors();
    const waiting = take("?wait=1");
    // It waits (a watch is registered) rather than answering at once, then answers nothing.
    await until(() => t.app.iotCommandWaiter.watcherCount === 1);
    expect((await waiting).json()).toEqual({ commands: [] });
    expect(t.app.iotCommandWaiter.watcherCount).toBe(0);
  });

  it("stops waiting when the collector's request is closed", async () => {
    await givenTwoCollectors();
    const baseUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const aborting = new AbortController();
    const waiting = fetch(`${baseUrl}/api/ingest/v1/commands?wait=30`, {
      headers: { authorization: `Bearer ${token}` },
      signal: aborting.signal,
    }).catch(() => "aborted");
    await until(() => t.app.iotCommandWaiter.watcherCount === 1);
    aborting.abort();
    expect(await waiting).toBe("aborted");
    await until(() => t.app.iotCommandWaiter.watcherCount === 0);
    // Its watch is gone: a command made now is left for the next request.
    const id = await restart();
    expect((await take()).json<CollectorIotCommandsAnswer>().commands.map((command) => command.id)).toEqual([id]);
  });

  it("answers a waiting request at once when the server closes", async () => {
    await givenTwoCollectors();
    let answered = false;
    const waiting = t.app.inject({
      method: "GET",
      url: "/api/ingest/v1/commands?wait=30",
      headers: { authorization: `Bearer ${token}` },
    });
    void waiting.finally(() => {
      answered = true;
    });
    await until(() => t.app.iotCommandWaiter.watcherCount === 1);
    await t.close();
    // Answered on closing, not when the 30 s wait is over.
    await vi.waitFor(() => expect(answered).toBe(true), { timeout: 10_000 });
    expect((await waiting).json()).toEqual({ commands: [] });
  });

  it("records a result: 200 {id, state}; again, 422 finished", async () => {
    await givenTwoCollectors();
    const id = await restart();
    await take();
    const first = await report(id, { status: "acknowledged", stamp: now.toISOString() });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id, state: "acknowledged" });
    const again = await report(id, { status: "acknowledged" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { command: ["iots.command.errors.finished"] },
    });
  });

  it("refuses 422 a result for a command whose time is up, which is then expired", async () => {
    await givenTwoCollectors();
    const id = await restart();
    await take();
    t.clock.advance(iotCommandLifetimeMs);
    const response = await report(id, { status: "acknowledged" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ command: ["iots.command.errors.finished"] });
    const [row] = await t.db.select().from(iotCommands).where(eq(iotCommands.id, id));
    expect(row?.state).toBe("expired");
  });

  it("refuses 404 a result for another collector's site, an unknown command or a bad id", async () => {
    await givenTwoCollectors();
    const theirs = await restart(other);
    await take("", otherToken);
    expect((await report(theirs, { status: "acknowledged" })).statusCode).toBe(404);
    expect((await report(2_000_000, { status: "acknowledged" })).statusCode).toBe(404);
    expect((await report("abc", { status: "acknowledged" })).statusCode).toBe(404);
    expect((await report(theirs, { status: "acknowledged" }, otherToken)).statusCode).toBe(200);
  });

  it("refuses 422 a result with a bad status", async () => {
    await givenTwoCollectors();
    const id = await restart();
    await take();
    const response = await report(id, { status: "done" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ["formErrors.invalid"] });
  });

  describe("the iot_devices section of a batch", () => {
    const send = (items: unknown[], bearer = token) =>
      t.app.inject({
        method: "POST",
        url: "/api/ingest/v1/batches",
        headers: { authorization: `Bearer ${bearer}` },
        payload: { iot_devices: items },
      });
    const device = async (id: number) => {
      const [row] = await t.db.select().from(iotDevices).where(eq(iotDevices.id, id));
      return row;
    };

    it("updates the device of that MAC (any case): reachability, provisioning and last report", async () => {
      await givenTwoCollectors();
      const response = await send([
        {
          site_id: site.siteId,
          mac: site.tv.mac.toUpperCase(),
          is_reachable: false,
          is_provisioned: false,
          stamp: "2026-11-26T09:58:00Z",
        },
      ]);
      expect(response.json()).toMatchObject({ accepted: 1, rejected: [] });
      expect(await device(site.tv.id)).toMatchObject({
        isReachable: false,
        isProvisioned: false,
        lastSeenAt: new Date("2026-11-26T09:58:00Z"),
      });
      // Without is_provisioned, it is kept.
      await send([{ site_id: site.siteId, mac: site.tv.mac, is_reachable: true, stamp: "2026-11-26T09:59:00Z" }]);
      expect(await device(site.tv.id)).toMatchObject({ isReachable: true, isProvisioned: false });
    });

    it("an older report than the last one changes nothing", async () => {
      await givenTwoCollectors();
      await send([{ site_id: site.siteId, mac: site.tv.mac, is_reachable: true, stamp: "2026-11-26T09:59:30Z" }]);
      const response = await send([
        { site_id: site.siteId, mac: site.tv.mac, is_reachable: false, stamp: "2026-11-26T09:50:00Z" },
      ]);
      expect(response.json()).toMatchObject({ accepted: 1, rejected: [] });
      expect(await device(site.tv.id)).toMatchObject({
        isReachable: true,
        lastSeenAt: new Date("2026-11-26T09:59:30Z"),
      });
    });

    it("rejects an unknown MAC (unknown_equipment) and another site's device (site_not_allowed), keeping the rest", async () => {
      await givenTwoCollectors();
      const response = await send([
        { site_id: site.siteId, mac: "02:99:99:99:99:99", is_reachable: true, stamp: "2026-11-26T09:59:40Z" },
        { site_id: other.siteId, mac: other.tv.mac, is_reachable: false, stamp: "2026-11-26T09:59:40Z" },
        { site_id: site.siteId, mac: other.tv.mac, is_reachable: false, stamp: "2026-11-26T09:59:40Z" },
        { site_id: site.siteId, mac: site.stick.mac, is_reachable: false, stamp: "2026-11-26T09:59:40Z" },
        { site_id: site.siteId, mac: "not a mac", is_reachable: false, stamp: "2026-11-26T09:59:40Z" },
      ]);
      const answer = response.json();
      expect(answer.accepted).toBe(1);
      expect(
        answer.rejected
          .map((rejection: { index: number; reason: string }) => [rejection.index, rejection.reason])
          .sort((a: [number], b: [number]) => a[0] - b[0]),
      ).toEqual([
        [0, "unknown_equipment"],
        [1, "site_not_allowed"],
        [2, "unknown_equipment"],
        [4, "invalid"],
      ]);
      expect((await device(site.stick.id))?.isReachable).toBe(false);
      expect((await device(other.tv.id))?.isReachable).toBe(true);
    });
  });
});

/** Waits for the event `condition` tells of (Vitest polls it), rather than for a fixed time. */
async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(
    () => {
      if (!condition()) throw new Error("condition not met yet");
    },
    { timeout: 5_000 },
  );
}
