import { diagnosisChecks } from "@ondine/domain";
import type { schema } from "@ondine/server/db";
import type { DemoInventory } from "./demo-inventory";
import type { DemoLocations } from "./demo-locations";
import { dayMs } from "./demo-moments";
import type { DemoUser } from "./demo-users";
import { planOfInventory } from "./inventory-plan";
import { createRandom, type Random, streamSeed } from "./prng";

// Site tools (docs/site-tools.md) in the demo: the speed tests and diagnoses
// the managers who hold the `speedtest` role ran on their sites over the last
// weeks, so a line's history beside its contracted rate is there on the first
// visit. The simulator answers the runs asked from the console.

const siteToolStream = 15;
/** How far back the history goes. */
export const siteToolHistoryDays = 21;
const diagnosisPings = 20;

export type DemoSiteToolRun = typeof schema.siteToolRuns.$inferInsert;

export interface DemoSiteToolHistoryInput {
  locations: DemoLocations;
  users: readonly DemoUser[];
  inventory: DemoInventory;
  seed: number;
  now: Date;
}

/** The users who may run the tools (the role, not admins), and the production sites each reaches. */
function testersBySite(locations: DemoLocations, users: readonly DemoUser[]): Map<number, DemoUser> {
  const testers = new Map<number, DemoUser>();
  for (const user of users) {
    if (user.admin || user.state !== "confirmed" || !user.roleFlags.includes("speedtest")) continue;
    for (const site of locations.sites) {
      const reached = user.siteIds.includes(site.id) || user.organismIds.includes(site.organismId);
      if (reached && !testers.has(site.id)) testers.set(site.id, user);
    }
  }
  return testers;
}

/** A past moment in working hours, `daysAgo` days before now. */
function pastMoment(random: Random, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * dayMs);
  day.setUTCHours(random.int(7, 17), random.int(0, 59), random.int(0, 59), 0);
  return day;
}

/** Every column of a run, empty: the seed's inserter reads the columns from its first row. */
const noMeasure = {
  lineId: null,
  lineName: null,
  contractedDownload: null,
  failure: null,
  speedTest: null,
  diagnosis: null,
  accessPoints: null,
} satisfies Partial<DemoSiteToolRun>;

function speedTestRun(random: Random, base: DemoSiteToolRun, contracted: number): DemoSiteToolRun {
  // Mostly within the usual 20 to 30 % under the contract; now and then an evening's dip below it.
  const share = random.chance(0.12) ? 0.45 + random.next() * 0.2 : 0.7 + random.next() * 0.25;
  const download = Math.round(contracted * share);
  return {
    ...base,
    state: "done",
    finishedAt: new Date((base.createdAt as Date).getTime() + random.int(9, 16) * 1000),
    speedTest: {
      download,
      upload: Math.round(download * (0.1 + random.next() * 0.4)),
      latency_ms: random.int(8, 38),
      jitter_ms: random.int(1, 9),
      server: "speedtest.ondine.example",
    },
  };
}

function diagnosisRun(random: Random, base: DemoSiteToolRun, accessPoints: number): DemoSiteToolRun {
  const lossy = random.chance(0.2);
  const lost = lossy ? random.int(1, 2) : 0;
  const unreachable = random.chance(0.25) ? random.int(1, Math.max(1, Math.min(3, accessPoints))) : 0;
  return {
    ...base,
    state: "done",
    finishedAt: new Date((base.createdAt as Date).getTime() + random.int(5, 10) * 1000),
    diagnosis: {
      checks: diagnosisChecks.map((check) => ({
        name: check.name,
        port: check.port,
        target: check.name === "dns" ? "9.9.9.9" : "www.ondine.example",
        reachable: true,
        latency_ms: random.int(6, 45),
        error: null,
      })),
      ping: { target: "9.9.9.9", sent: diagnosisPings, lost, average_ms: random.int(9, 40) },
    },
    accessPoints: {
      total: accessPoints,
      unreachable,
      unreachable_places: unreachable > 0 ? [{ building: null, floor: null, count: unreachable }] : [],
    },
  };
}

/** Three to six speed tests per line and one to three diagnoses per site the testers reach. */
export function buildSiteToolHistory(input: DemoSiteToolHistoryInput): DemoSiteToolRun[] {
  const { locations, users, inventory, seed, now } = input;
  const testers = testersBySite(locations, users);
  const plan = planOfInventory(locations, inventory);
  const runs: DemoSiteToolRun[] = [];
  for (const site of plan.sites) {
    const tester = testers.get(site.siteId);
    if (!tester) continue;
    const random = createRandom(streamSeed(seed, siteToolStream, site.siteId));
    const requested = { requestedByUserId: tester.id, requestedByName: `${tester.firstName} ${tester.lastName}` };
    for (const line of site.lines) {
      const count = random.int(3, 6);
      for (let index = 0; index < count; index += 1) {
        const createdAt = pastMoment(random, now, random.int(1, siteToolHistoryDays));
        const base: DemoSiteToolRun = {
          ...noMeasure,
          siteId: site.siteId,
          kind: "speed_test",
          lineId: line.lineId,
          lineName: line.name,
          contractedDownload: line.bandwidthMax,
          createdAt,
          ...requested,
        };
        runs.push(speedTestRun(random, base, line.bandwidthMax));
      }
    }
    const diagnoses = random.int(1, 3);
    for (let index = 0; index < diagnoses; index += 1) {
      const createdAt = pastMoment(random, now, random.int(1, siteToolHistoryDays));
      runs.push(
        diagnosisRun(
          random,
          { ...noMeasure, siteId: site.siteId, kind: "diagnosis", createdAt, ...requested },
          site.accessPoints.length,
        ),
      );
    }
  }
  // Oldest first, so ids grow with time as the console's own runs do.
  return runs.sort((left, right) => (left.createdAt as Date).getTime() - (right.createdAt as Date).getTime());
}
