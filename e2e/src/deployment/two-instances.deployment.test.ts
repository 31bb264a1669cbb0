import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase } from "@ondine/server/db";
import {
  createDemoDatabase,
  type DemoDatabase,
  type Deployment,
  type ServerInstance,
  startDeployment,
  upstreamHeader,
} from "@ondine/tools/deployment";
import { type DemoCollectors, takeDemoCollectors } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "../support/browser";
import { recordCspViolations } from "../support/csp-violations";
import { type SeenSite, sitesSeenBy } from "../support/locations";
import { submitSignIn } from "../support/pages";
import { type CollectorRound, playOrganismCollector } from "../support/play-collector";
import { reportAccessPointState } from "../support/report-equipment-state";

// The deployment of deploy/ (docs/operations.md#deployment): two instances of the built server on one
// PostgreSQL database behind nginx with deploy/nginx/ondine.conf as operators install it, a person
// using the console through it while a collector reports and one instance stops. Run by
// tools/ci/deployment.sh, which also cleans up after a run that could not.
// Tests share one deployment, browser page and database: each step goes on from the one before, as
// the person's visit does.

const organismName = "Hôtels Belle Escale";
const adminEmail = "admin@ondine.example";
const livePath = /^\/api\/monitoring\/sites\/\d+\/live$/;
/** A failed request's line (`GET /path: why`) naming the live map's stream. */
const livePathIn = / \/api\/monitoring\/sites\/\d+\/live:/;

interface SeenAnswer {
  method: string;
  path: string;
  status: number;
  requestId: string;
  /** The instances nginx sent the request to, the last the one that answered (the test's `upstreamHeader`). */
  upstreams: string[];
}

let runDir: string;
let database: DemoDatabase | undefined;
let deployment: Deployment | undefined;
let collectors: DemoCollectors;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
let page: Page;
/** Every answer the page received and every request it saw fail, as the person's browser did. */
const answers: SeenAnswer[] = [];
const failedRequests: string[] = [];
/** The hotel chain's collector round, and a site of it that reports and is up. */
let round: CollectorRound;
let site: SeenSite;
/** The instance holding the live map's stream, then the other one. */
let streaming: ServerInstance;
let other: ServerInstance;

const started = <T>(value: T | undefined, name: string): T => {
  if (value === undefined) throw new Error(`the ${name} did not start`);
  return value;
};

/** The instance that answered, as nginx named it in the answer. */
function instanceThatAnswered(answer: SeenAnswer | undefined): ServerInstance | undefined {
  const address = answer?.upstreams.at(-1);
  return started(deployment, "deployment").instances.find((instance) => address === `127.0.0.1:${instance.port}`);
}

/** The floor map's list entry of an access point. */
const mapEntry = (mac: string) =>
  page.getByRole("region", { name: "Equipment on the map" }).locator(`button[data-mac="${mac}"]`);

/** A reachable access point on the open map, not yet reported. */
async function reachableAccessPoint(): Promise<string> {
  const entry = page
    .getByRole("region", { name: "Equipment on the map" })
    .locator('button[data-mac][data-state="reachable"]')
    .filter({ hasText: "Access point" })
    .first();
  const mac = (await entry.getAttribute("data-mac")) ?? "";
  expect(mac).not.toBe("");
  return mac;
}

beforeAll(async () => {
  runDir = process.env.DEPLOYMENT_RUN_DIR ?? mkdtempSync(join(tmpdir(), "ondine-deployment-"));
  database = await createDemoDatabase({
    serverUrl: process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    ...(process.env.DEPLOYMENT_DATABASE ? { name: process.env.DEPLOYMENT_DATABASE } : { prefix: "ondine_deployment" }),
  });
  // Fresh tokens for the demo collectors, written before the instances read them (as `npm start` does).
  const handle = await openDatabase({ databaseUrl: database.url });
  try {
    collectors = await takeDemoCollectors(handle.db);
  } finally {
    await handle.close();
  }
  deployment = await startDeployment({
    databaseUrl: database.url,
    instances: 2,
    throughNginx: true,
    dir: runDir,
    nameUpstreamInAnswers: true,
  });
  browser = await launchBrowser();
  // The certificate is the test's own, self-signed.
  context = await browser.newContext({
    baseURL: deployment.baseUrl,
    ignoreHTTPSErrors: true,
    viewport: { width: 1440, height: 900 },
  });
  await recordCspViolations(context);
  await context.addInitScript(() => window.localStorage.setItem("ondine.language", "en"));
  page = await context.newPage();
  page.on("response", (response) => {
    const url = new URL(response.url());
    const headers = response.headers();
    answers.push({
      method: response.request().method(),
      path: url.pathname,
      status: response.status(),
      requestId: headers["x-request-id"] ?? "",
      upstreams: headers[upstreamHeader]?.split(/, | : /) ?? [],
    });
  });
  page.on("requestfailed", (request) => {
    failedRequests.push(`${request.method()} ${new URL(request.url()).pathname}: ${request.failure()?.errorText}`);
  });
}, 150_000);

afterAll(async () => {
  // Each step runs even when one before it fails: nothing may outlive the run.
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  await deployment?.stop();
  await database?.drop().catch((error: unknown) => console.error(`could not drop ${database?.name}:`, error));
  if (!process.env.DEPLOYMENT_RUN_DIR) rmSync(runDir, { recursive: true, force: true });
});

describe("two instances behind nginx (docs/operations.md#deployment)", () => {
  it("signs the admin in over TLS and HTTP/2, with Secure cookies and one request id from nginx to the instance", async () => {
    await page.goto("/account/login");
    await submitSignIn(page, adminEmail, "ondine-demo");
    await page.waitForURL((url) => url.pathname === "/");

    const protocol = await page.evaluate(
      () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).nextHopProtocol,
    );
    expect(protocol).toBe("h2");
    // X-Forwarded-Proto reached the instance, which trusts nginx (TRUST_PROXY): the session cookie is Secure.
    const session = (await started(context, "browser").cookies()).find((cookie) => cookie.name === "ondine_session");
    expect(session?.secure).toBe(true);

    // The id nginx gave the sign-in is the one the browser got, nginx logged, and the instance that answered logged.
    const signIn = answers.find((answer) => answer.path === "/api/users/sign_in" && answer.status === 200);
    const requestId = signIn?.requestId ?? "";
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    const served = started(instanceThatAnswered(signIn), "instance that signed the admin in");
    await expect.poll(() => served.hasLogged(requestId)).toBe(true);
    const logged = started(deployment, "deployment")
      .nginx?.accessLog()
      .find((entry) => entry.requestId === requestId);
    expect(logged?.upstreams).toEqual([`127.0.0.1:${served.port}`]);
  });

  it("answers the signed-in person from both instances, nginx keeping no stickiness", async () => {
    // The session is a row in the shared database: whichever instance takes a call knows it.
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.waitForURL((url) => url.pathname === "/");
          const ports = answers
            .filter((answer) => answer.path === "/api/users/me" && answer.status === 200)
            .map((answer) => instanceThatAnswered(answer)?.port);
          return new Set(ports).size;
        },
        { timeout: 30_000 },
      )
      .toBe(2);
  });

  it("shows on the live map, opened through nginx, what a collector reported to the other instance", async () => {
    const [first, second] = started(deployment, "deployment").instances;
    round = await playOrganismCollector(started(first, "instance").baseUrl, collectors, organismName);
    const chosen = (await sitesSeenBy(page)).find(
      (candidate) =>
        round.siteIds.includes(candidate.id) &&
        candidate.id !== round.downSiteId &&
        candidate.state === "En production",
    );
    if (!chosen) throw new Error("no reporting site of the chain is up");
    site = chosen;

    const stream = page.waitForResponse((response) => livePath.test(new URL(response.url()).pathname));
    await page.goto(`/?location_site=${site.id}&location_organism=${site.organism_id}`);
    await page
      .getByRole("button", { name: /: open the building's map$/ })
      .first()
      .click();
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    const address = (await stream)
      .headers()
      [upstreamHeader]?.split(/, | : /)
      .at(-1);
    streaming = started(
      started(deployment, "deployment").instances.find((instance) => address === `127.0.0.1:${instance.port}`),
      "instance holding the stream",
    );
    other = started(streaming === first ? second : first, "other instance");

    const mac = await reachableAccessPoint();
    await reportAccessPointState(other.baseUrl, collectors, { siteId: site.id, mac, isReachable: false });
    await expect.poll(() => mapEntry(mac).getAttribute("data-state")).toBe("unreachable");
  });

  it("goes on working for the person when the instance holding the stream stops (SIGTERM)", async () => {
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    const stoppedAt = answers.length;
    expect(await streaming.stop(), "a graceful stop exits 0").toBe(0);

    // The browser opens the stream again through nginx, which takes it to the instance still running.
    const mac = await reachableAccessPoint();
    await reportAccessPointState(other.baseUrl, collectors, { siteId: site.id, mac, isReachable: false });
    await expect.poll(() => mapEntry(mac).getAttribute("data-state"), { timeout: 30_000 }).toBe("unreachable");
    await page.getByRole("status").filter({ hasText: "Live" }).waitFor();
    expect(navigations).toEqual([]);

    // Then other screens, their reads (GET) and the codes list's search (POST).
    const place = `location_site=${site.id}&location_organism=${site.organism_id}`;
    await page.goto(`/network/status/monitoring?${place}`);
    await page.getByRole("img", { name: "Traffic received and sent, and active users: Last 24 hours" }).waitFor();
    await page.goto(`/codes/list?${place}`);
    await page.getByTestId("codes-count").waitFor();

    const afterStop = answers.slice(stoppedAt).filter((answer) => answer.path.startsWith("/api/"));
    expect(afterStop.length).toBeGreaterThan(0);
    for (const answer of afterStop) expect(instanceThatAnswered(answer)?.port).toBe(other.port);
    // nginx found the stopped instance gone and sent requests on to the other one (passive failover).
    const failedOver = afterStop.filter((answer) => answer.upstreams.length > 1);
    expect(failedOver.length).toBeGreaterThan(0);
    expect(failedOver.map((answer) => answer.upstreams[0])).toContain(`127.0.0.1:${streaming.port}`);
  });

  it("never showed the person an error: no answer of 500 or more, no request failed", () => {
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    // Left out: requests the browser dropped itself when the page moved on (the map's stream among
    // them), and the stream the stopping instance ended, which EventSource opens again unseen.
    const dropped = (failure: string) => failure.endsWith("net::ERR_ABORTED") || livePathIn.test(failure);
    expect(failedRequests.filter((failure) => !dropped(failure))).toEqual([]);
  });
});
