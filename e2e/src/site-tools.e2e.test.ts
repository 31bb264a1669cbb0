import { diagnosisVerdict, siteToolsAnswerSchema, speedTestReading } from "@ondine/domain";
import { startCommandExecutor } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { type ConsoleServer, startConsoleServer } from "./support/console-server";
import { type SeenSite, sitesSeenBy } from "./support/locations";
import { openConsoleContext, signedInEnglishPage } from "./support/pages";
import { checkScreen } from "./support/screen-check";

// docs/site-tools.md: a hotel manager measures a line and asks "the Internet or the Wi-Fi?"; the demo
// collector (the simulator) runs both through the command path and reports through the ingest.

const organismName = "Hôtels Belle Escale";
/** A run's round trip through the collector on a busy machine. */
const runTimeout = { timeout: 60_000 };

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let site: SeenSite;
let stopExecutor: (() => Promise<void>) | undefined;

/** The site's tools as the panel's call answers them. */
async function siteTools() {
  const response = await page.request.get(`/api/monitoring/sites/${site.id}/tools`);
  expect(response.ok()).toBe(true);
  return siteToolsAnswerSchema.parse(await response.json());
}

beforeAll(async () => {
  server = await startConsoleServer({ withCollectors: true });
  browser = await launchBrowser();
  if (!server.collectors) throw new Error("the demo collectors were not taken");
  const collectors = server.collectors;
  ({ context, page } = await signedInEnglishPage(browser, server.baseUrl, "hotels@ondine.example"));
  const served = new Set(collectors.plan.collectors.flatMap((collector) => collector.siteIds));
  const candidate = (await sitesSeenBy(page)).find(
    (seen) => seen.organism_name === organismName && served.has(seen.id) && seen.state === "En production",
  );
  if (!candidate) throw new Error(`no site of ${organismName} served by a demo collector`);
  site = candidate;
  stopExecutor = startCommandExecutor({
    baseUrl: server.baseUrl,
    collectors,
    organismName,
    failureRate: 0,
    delaysMs: { speed_test: [1_000, 2_000], diagnosis: [1_000, 2_000] },
  });
});

afterAll(async () => {
  await stopExecutor?.();
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe("site tools as the hotel-chain manager (docs/site-tools.md)", () => {
  it("measures one line on its own and reads the result against the line's contract", runTimeout, async () => {
    const before = await siteTools();
    const line = before.lines.find((candidate) => candidate.state === "ok") ?? before.lines[0];
    if (!line) throw new Error(`the site ${site.name} reports no line`);
    const earlier = line.speed_tests.length;

    await page.goto(`/network/status/monitoring?location_site=${site.id}&location_organism=${site.organism_id}`);
    const panel = page.getByRole("region", { name: "Site tools" });
    const lineCard = panel.getByRole("region", { name: line.name, exact: true });
    await lineCard.getByRole("button", { name: "Test this line" }).click();
    await lineCard.getByRole("button", { name: "Measuring…" }).waitFor();
    // The simulator's result comes back through the ingest; the panel polls until the run is done.
    await lineCard.getByRole("button", { name: "Test this line" }).waitFor(runTimeout);

    const after = await siteTools();
    const measured = after.lines.find((candidate) => candidate.id === line.id);
    const latest = measured?.speed_tests[0];
    expect(measured?.speed_tests.length).toBe(earlier + 1);
    expect(latest).toMatchObject({ state: "done", line: { id: line.id } });
    if (!latest?.speed_test) throw new Error("the run has no measure");
    // Only this line was measured: the other lines' histories did not move.
    for (const other of after.lines.filter((candidate) => candidate.id !== line.id)) {
      expect(other.speed_tests.length).toBe(before.lines.find((known) => known.id === other.id)?.speed_tests.length);
    }
    const { reading } = speedTestReading(latest.speed_test.download, latest.line?.contracted_download ?? null);
    const words = {
      as_contracted: "The line delivers its contracted rate.",
      within_margin: /^Within the 20% to 30% a test loses/,
      below_contract: /^Below what the contract promises/,
      no_contract: /^No contracted rate is known/,
    }[reading];
    await lineCard.getByText(words).first().waitFor();
    await checkScreen(page, "Site tools, a line measured");
  });

  it(
    "diagnoses the site and says whether the line or the Wi-Fi is at fault, with the evidence",
    runTimeout,
    async () => {
      const panel = page.getByRole("region", { name: "Site tools" });
      const diagnosis = panel.getByRole("region", { name: "Diagnosis: the Internet or the Wi-Fi?" });
      await diagnosis.getByRole("button", { name: "Run a diagnosis" }).click();
      await diagnosis.getByRole("button", { name: "Diagnosing…" }).waitFor();
      await diagnosis.getByRole("button", { name: "Run a diagnosis" }).waitFor(runTimeout);

      const run = (await siteTools()).diagnoses[0];
      expect(run?.state).toBe("done");
      if (!run?.diagnosis) throw new Error("the diagnosis has no measure");
      expect(run.diagnosis.checks.map((check) => check.port)).toEqual([53, 80, 443]);
      const verdict = diagnosisVerdict(run.diagnosis, run.diagnosis.access_points);
      const headline =
        verdict.internet === "ok" && verdict.wifi === "ok"
          ? "The Internet line and the Wi-Fi are fine"
          : verdict.internet === "ok"
            ? /^The Internet line is fine; /
            : /the operator is at fault/;
      await diagnosis.getByText(headline).first().waitFor();
      // The evidence: the three ports tried and the ping series.
      for (const port of ["53", "80", "443"])
        await diagnosis
          .getByText(new RegExp(`port ${port}`))
          .first()
          .waitFor();
      await diagnosis.getByRole("link", { name: "Open a ticket with this report" }).waitFor();
      // The earlier diagnoses (the demo's weeks of them) each say what they found.
      const rows = await diagnosis.getByRole("table").getByRole("row").allInnerTexts();
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows.slice(1)) expect(row.split("\t")[1]?.trim()).toMatch(/\w/);
      await checkScreen(page, "Site tools, a diagnosis");

      await diagnosis.getByRole("link", { name: "Open a ticket with this report" }).click();
      await page.waitForURL((url) => url.pathname === "/support/tickets/new");
      expect(new URL(page.url()).searchParams.get("site_tool_run_id")).toBe(String(run.id));
      // The report is the ticket's first message: the manager reads it before sending.
      await expect
        .poll(() => page.getByRole("textbox", { name: "Message", exact: true }).inputValue(), runTimeout)
        .toContain("Diagnosis of the site's Internet access");
    },
  );

  it("reads the panel in French, with its history", async () => {
    const french = await openConsoleContext(browser, server.baseUrl);
    await french.addInitScript(() => window.localStorage.setItem("ondine.language", "fr"));
    const frenchPage = await french.newPage();
    try {
      await frenchPage.goto("/account/login");
      await frenchPage.getByLabel("Adresse e-mail").fill("hotels@ondine.example");
      await frenchPage.getByLabel(/^Mot de passe/).fill("ondine-demo");
      await frenchPage.getByRole("button", { name: "Se connecter", exact: true }).click();
      await frenchPage.waitForURL((url) => url.pathname === "/");
      await frenchPage.goto(
        `/network/status/monitoring?location_site=${site.id}&location_organism=${site.organism_id}`,
      );
      const panel = frenchPage.getByRole("region", { name: "Outils du site" });
      await panel.getByRole("button", { name: "Tester cette ligne" }).first().waitFor();
      await panel.getByRole("region", { name: "Diagnostic : Internet ou Wi-Fi ?" }).waitFor();
      await checkScreen(frenchPage, "Site tools (fr)");
    } finally {
      await french.close();
    }
  });

  it("refuses another customer's site with 404", async () => {
    const foreign = await page.request.post("/api/monitoring/sites/999999/tools/diagnoses", {
      headers: {
        "X-CSRF-Token": (await context.cookies()).find((cookie) => cookie.name === "ondine_csrf")?.value ?? "",
      },
    });
    expect(foreign.status()).toBe(404);
  });
});
