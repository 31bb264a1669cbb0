import type { CollectorIotCommand } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { collectorBatches } from "./collector-report";
import { createCommandExecutor, defaultCommandDelays } from "./command-executor";
import type { DemoPlan } from "./demo-plan";
import { unreachableIotDevices } from "./iot-devices";
import { conditionSlotMs, siteIncidents } from "./network-conditions";
import { simulatedHotel } from "./simulated-site-fixtures";

const stickMac = "02:10:00:00:00:01";
const spareMac = "02:20:00:00:00:01";

function planWithDevices(): DemoPlan {
  return {
    sites: [simulatedHotel(7, { iotDevices: [stickMac, "02:10:00:00:00:02"] })],
    collectors: [{ name: "simulated: Hôtels du Lac", siteIds: [7] }],
  };
}

const command = (
  values: Partial<CollectorIotCommand> & Pick<CollectorIotCommand, "id" | "kind">,
): CollectorIotCommand => ({
  site_id: 7,
  created_at: "2026-11-26T10:00:00.000Z",
  expires_at: "2026-11-26T10:05:00.000Z",
  device: null,
  room: null,
  spare: null,
  message: null,
  private_keys: null,
  site_tool: null,
  ...values,
});

type Call = { method: string; path: string; body: unknown };

/** A server that hands out `commands` once (and again when `redeliver`), and records every call. */
function fakeServer(commands: CollectorIotCommand[], options: { redeliver?: boolean } = {}) {
  const calls: Call[] = [];
  let deliveries = 0;
  const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (method === "GET") {
      deliveries += 1;
      const first = deliveries === 1 || (options.redeliver && deliveries === 2);
      if (!first) await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify({ commands: first ? commands : [] }), { status: 200 });
    }
    if (url.pathname.endsWith("/result")) {
      return new Response(JSON.stringify({ id: 0, state: body.status }), { status: 200 });
    }
    return new Response(JSON.stringify({ accepted: 1, rejected: [] }), { status: 200 });
  }) as typeof fetch;
  return { calls, fetch: fakeFetch };
}

async function until(condition: () => boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const quick = {
  restart: [30, 30],
  replace: [10, 10],
  checkout: [5, 5],
  message: [5, 5],
  private_keys: [5, 5],
  speed_test: [5, 5],
  diagnosis: [5, 5],
} as const;

/** The hotel chain's simulated collector, on `fetch`, never failing and quick unless told otherwise. */
function executorOf(
  plan: Parameters<typeof createCommandExecutor>[0]["plan"],
  fetch: typeof globalThis.fetch,
  settings: { failureRate?: number; delaysMs?: Parameters<typeof createCommandExecutor>[0]["delaysMs"] } = {},
) {
  return createCommandExecutor({
    baseUrl: "http://collector.test",
    plan,
    tokens: new Map([["simulated: Hôtels du Lac", "token"]]),
    failureRate: settings.failureRate ?? 0,
    delaysMs: settings.delaysMs ?? quick,
    fetch,
  });
}

describe("the simulated collectors' commands", () => {
  it("a restart takes the device off the network, brings it back, then acknowledges", async () => {
    const plan = planWithDevices();
    const server = fakeServer([
      command({
        id: 1,
        kind: "restart",
        device: { serial: "CC1", mac_address: stickMac, type: "chromecast", model: "C3" },
      }),
    ]);
    const executor = executorOf(plan, server.fetch);
    await until(() => executor.busyDevices.has(stickMac));
    await until(() => executor.finished === 1);
    await executor.stop();
    const writes = server.calls.filter((call) => call.method === "POST");
    expect(writes.map((call) => call.path)).toEqual([
      "/api/ingest/v1/batches",
      "/api/ingest/v1/batches",
      "/api/ingest/v1/commands/1/result",
    ]);
    const reports = writes
      .slice(0, 2)
      .map((call) => (call.body as { iot_devices: { is_reachable: boolean; mac: string }[] }).iot_devices[0]);
    expect(reports.map((report) => [report?.mac, report?.is_reachable])).toEqual([
      [stickMac, false],
      [stickMac, true],
    ]);
    expect(writes[2]?.body).toMatchObject({ status: "acknowledged" });
    expect(executor.busyDevices.size).toBe(0);
  });

  it("a replacement is acknowledged, then the spare's MAC is reported reachable and takes the device's place in the plan", async () => {
    const plan = planWithDevices();
    const server = fakeServer([
      command({
        id: 2,
        kind: "replace",
        device: { serial: "CC1", mac_address: stickMac, type: "chromecast", model: "C3" },
        spare: { serial: "CC9", mac_address: spareMac, model: "C3" },
      }),
    ]);
    const executor = executorOf(plan, server.fetch);
    await until(() => executor.finished === 1);
    await executor.stop();
    const writes = server.calls.filter((call) => call.method === "POST");
    expect(writes.map((call) => call.path)).toEqual(["/api/ingest/v1/commands/2/result", "/api/ingest/v1/batches"]);
    expect(writes[1]?.body).toMatchObject({
      iot_devices: [{ mac: spareMac, is_reachable: true, is_provisioned: true }],
    });
    expect(plan.sites[0]?.iotDevices).toEqual(["02:10:00:00:00:02", spareMac]);
  });

  it("with a failure rate of 1, fails every command with a device's reason; one redelivered while at work is run once", async () => {
    const plan = planWithDevices();
    const server = fakeServer(
      [command({ id: 3, kind: "checkout", room: { id: 1, name: "101", psk: "k", device_serials: [] } })],
      {
        redeliver: true,
      },
    );
    const executor = executorOf(plan, server.fetch, { failureRate: 1, delaysMs: { ...quick, checkout: [60, 60] } });
    await until(() => executor.finished === 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await executor.stop();
    const results = server.calls.filter((call) => call.path.endsWith("/result"));
    expect(results).toHaveLength(1);
    expect(results[0]?.body).toMatchObject({ status: "failed" });
    expect(String((results[0]?.body as { message?: string } | undefined)?.message).length).toBeGreaterThan(5);
  });

  it("private keys are put in place and taken out of the site's, in order, then acknowledged", async () => {
    const plan = planWithDevices();
    const site = plan.sites[0];
    if (!site) throw new Error("no site");
    site.privateKeys = [{ spaceId: 11, psk: "Hq7mKp3xTz9R" }];
    const server = fakeServer([
      command({
        id: 5,
        kind: "private_keys",
        private_keys: {
          ssid: "Hotel-Prive",
          changes: [
            { space_id: 12, name: "Chambre 12", action: "set", psk: "Wc4nXe8dLs2P" },
            { space_id: 11, name: "Chambre 11", action: "withdraw", psk: "Hq7mKp3xTz9R" },
          ],
        },
      }),
    ]);
    const executor = executorOf(plan, server.fetch);
    await until(() => executor.finished === 1);
    await executor.stop();
    const writes = server.calls.filter((call) => call.method === "POST");
    expect(writes.map((call) => call.path)).toEqual(["/api/ingest/v1/commands/5/result"]);
    expect(writes[0]?.body).toMatchObject({ status: "acknowledged" });
    expect(plan.sites[0]?.privateKeys).toEqual([{ spaceId: 12, psk: "Wc4nXe8dLs2P" }]);
  });

  it("private keys that fail leave the site's keys as they were", async () => {
    const plan = planWithDevices();
    const site = plan.sites[0];
    if (!site) throw new Error("no site");
    site.privateKeys = [{ spaceId: 11, psk: "Hq7mKp3xTz9R" }];
    const server = fakeServer([
      command({
        id: 6,
        kind: "private_keys",
        private_keys: {
          ssid: "Hotel-Prive",
          changes: [{ space_id: 11, name: "Chambre 11", action: "withdraw", psk: "Hq7mKp3xTz9R" }],
        },
      }),
    ]);
    const executor = executorOf(plan, server.fetch, { failureRate: 1 });
    await until(() => executor.finished === 1);
    await executor.stop();
    const [result] = server.calls.filter((call) => call.path.endsWith("/result"));
    expect(result?.body).toMatchObject({ status: "failed", message: expect.stringMatching(/controller/) });
    expect(plan.sites[0]?.privateKeys).toEqual([{ spaceId: 11, psk: "Hq7mKp3xTz9R" }]);
  });

  it("the telemetry rounds report the sticks and TVs, all unreachable on the down site, and leave out those at work", () => {
    const plan = planWithDevices();
    const [batch] = collectorBatches(
      plan,
      plan.collectors[0] ?? { name: "", siteIds: [] },
      { from: 0, to: 60_000, stepMs: 60_000 },
      new Set([stickMac]),
    );
    expect(batch?.iot_devices.map((item) => item.mac)).toEqual(["02:10:00:00:00:02"]);
    const site = plan.sites[0];
    if (!site) throw new Error("no site");
    expect(unreachableIotDevices(site, 5, { downSiteId: 7, degradedSiteId: null, degradation: null }).size).toBe(2);
  });

  it("a command redelivered after it was done is not run again: its result is sent again", async () => {
    const plan = planWithDevices();
    const message = command({ id: 4, kind: "message", message: { id: 1, title: "Bienvenue", content: "Bon séjour" } });
    const calls: Call[] = [];
    let deliveries = 0;
    const fakeFetch = (async (input: URL | string, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? "GET";
      calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === "GET") {
        deliveries += 1;
        // The second delivery waits until the first result is in.
        const resultsSent = calls.filter((call) => call.path.endsWith("/result")).length;
        const give = deliveries === 1 || (resultsSent === 1 && deliveries <= 50);
        await new Promise((resolve) => setTimeout(resolve, 10));
        return new Response(JSON.stringify({ commands: give && deliveries !== 2 ? [message] : [] }), { status: 200 });
      }
      return new Response("{}", { status: url.pathname.endsWith("/result") && calls.length > 3 ? 422 : 200 });
    }) as typeof fetch;
    const executor = executorOf(plan, fakeFetch);
    await until(() => calls.filter((call) => call.path.endsWith("/result")).length >= 2);
    await executor.stop();
    const results = calls.filter((call) => call.path.endsWith("/result"));
    expect(executor.finished).toBe(1);
    expect(results.map((call) => call.body)).toEqual([results[0]?.body, results[0]?.body]);
  });

  it("runs a speed test and a diagnosis after their delays and reports their measures; a line down fails", async () => {
    const lines = [{ lineId: "fibre-1", name: "Fibre", bandwidthMax: 300_000_000 }];
    const aps = (siteId: number) => [`02:50:00:00:0${siteId}:01`, `02:50:00:00:0${siteId}:02`];
    const plan: DemoPlan = {
      sites: [7, 8, 9].map((siteId) => simulatedHotel(siteId, { lines, accessPoints: aps(siteId) })),
      collectors: [{ name: "simulated: Hôtels du Lac", siteIds: [7, 8, 9] }],
    };
    const slot = 1_900_000;
    const incidents = siteIncidents(plan, slot);
    const fine = [7, 8, 9].find((id) => id !== incidents.downSiteId && id !== incidents.degradedSiteId) ?? 0;
    const down = incidents.downSiteId ?? 0;
    const server = fakeServer([
      command({
        id: 11,
        kind: "speed_test",
        site_id: fine,
        site_tool: { run_id: 5, kind: "speed_test", line_id: "fibre-1", ports: null, pings: null },
      }),
      command({
        id: 12,
        kind: "diagnosis",
        site_id: fine,
        site_tool: { run_id: 6, kind: "diagnosis", line_id: null, ports: [53, 80, 443], pings: 20 },
      }),
      command({
        id: 13,
        kind: "speed_test",
        site_id: down,
        site_tool: { run_id: 7, kind: "speed_test", line_id: "fibre-1", ports: null, pings: null },
      }),
    ]);
    const executor = createCommandExecutor({
      baseUrl: "http://collector.test",
      plan,
      tokens: new Map([["simulated: Hôtels du Lac", "token"]]),
      failureRate: 0,
      delaysMs: quick,
      now: () => slot * conditionSlotMs + 60_000,
      fetch: server.fetch,
    });
    await until(() => executor.finished === 3);
    await executor.stop();
    const results = new Map(
      server.calls
        .filter((call) => call.path.endsWith("/result"))
        .map((call) => [call.path, call.body as Record<string, unknown>]),
    );
    const speed = results.get("/api/ingest/v1/commands/11/result");
    expect(speed).toMatchObject({ status: "acknowledged", speed_test: { download: expect.any(Number) } });
    const download = (speed?.speed_test as { download: number } | undefined)?.download ?? 0;
    expect(download).toBeGreaterThanOrEqual(0.55 * 300_000_000);
    expect(download).toBeLessThanOrEqual(0.95 * 300_000_000);
    expect(results.get("/api/ingest/v1/commands/12/result")).toMatchObject({
      status: "acknowledged",
      diagnosis: { ping: { sent: 20, lost: 0 } },
    });
    expect(results.get("/api/ingest/v1/commands/13/result")).toMatchObject({
      status: "failed",
      message: "line unreachable",
    });
  });

  it("gives a speed test 8 to 15 seconds and a diagnosis 5 to 10 by default", () => {
    expect(defaultCommandDelays.speed_test).toEqual([8_000, 15_000]);
    expect(defaultCommandDelays.diagnosis).toEqual([5_000, 10_000]);
  });

  it("a few devices of a large hotel are unreachable, not most", () => {
    const macs = Array.from(
      { length: 400 },
      (_, index) =>
        `02:30:00:00:${(index >> 8).toString(16).padStart(2, "0")}:${(index & 255).toString(16).padStart(2, "0")}`,
    );
    const site = { ...planWithDevices().sites[0], iotDevices: macs } as DemoPlan["sites"][number];
    const off = unreachableIotDevices(site, 100, { downSiteId: null, degradedSiteId: null, degradation: null });
    expect(off.size).toBeGreaterThan(5);
    expect(off.size).toBeLessThan(60);
  });
});
