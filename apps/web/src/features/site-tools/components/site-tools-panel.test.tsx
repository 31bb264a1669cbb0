import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { Notices } from "../../../components/notices/notices";
import { i18n } from "../../../i18n/i18n";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderInRouter } from "../../../testing/render-in-router";
import { siteToolReportText } from "../site-tool-report-text";
import {
  backup,
  diagnosisRun,
  fibre,
  healthyMeasure,
  speedTestRun,
  testSiteId,
  toolsAnswer,
} from "../testing/site-tools-fixtures";
import { SiteToolsPanel } from "./site-tools-panel";

const toolsPath = `GET /monitoring/sites/${testSiteId}/tools`;
const speedTestsPath = `POST /monitoring/sites/${testSiteId}/tools/speed_tests`;
const diagnosesPath = `POST /monitoring/sites/${testSiteId}/tools/diagnoses`;
const ok = (body: unknown) => ({ status: 200, body });

async function renderPanel({ canOpenTickets = true } = {}) {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  await renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Notices />
      <SiteToolsPanel siteId={testSiteId} canOpenTickets={canOpenTickets} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const lineCard = (name: string) => screen.findByRole("region", { name });
const diagnosisPart = () => screen.findByRole("region", { name: "Diagnosis: the Internet or the Wi-Fi?" });
// The formatters put (narrow) no-break spaces between a number and its unit.
const spaced = (text: string) => new RegExp(text.replace(/[.()]/g, "\\$&").replace(/ /g, "[\\s\\u202f]"));

// The panel alone, in English; its 2-second polling runs in real time.
describe("the site tools panel (docs/site-tools.md)", { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lists each line apart with its state, contracted rate and own tests", async () => {
    mockApi({ [toolsPath]: ok(toolsAnswer({ backupTests: [speedTestRun(backup, { id: 802 })] })) });
    await renderPanel();

    const fibreCard = await lineCard("Fibre Orange");
    expect(within(fibreCard).getByText("Up")).toBeInTheDocument();
    expect(within(fibreCard).getByText(spaced("Contracted rate: 500.0 Mb/s"))).toBeInTheDocument();
    expect(within(fibreCard).getByText("This line has not been tested yet.")).toBeInTheDocument();
    // Never mixed: the backup line's test shows on its own card only.
    const backupCard = await lineCard("4G Bouygues");
    expect(within(backupCard).getByText("Unreachable")).toBeInTheDocument();
    expect(within(backupCard).getByText(spaced("Contracted rate: 100.0 Mb/s"))).toBeInTheDocument();
    expect(within(backupCard).getByText("The line delivers its contracted rate.")).toBeInTheDocument();
    expect(within(fibreCard).queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Site tools" })).toBeInTheDocument();
  });

  it("says when the site reports no Internet line, and still offers the diagnosis", async () => {
    mockApi({ [toolsPath]: ok({ site_id: testSiteId, lines: [], diagnoses: [] }) });
    await renderPanel();
    expect(await screen.findByText("This site reports no Internet line.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Run a diagnosis" })).toBeEnabled();
    expect(screen.getByText("No diagnosis has been run on this site yet.")).toBeInTheDocument();
  });

  it("starts a line's test with its id, shows it measuring, then its figures and reading once the site answers", async () => {
    const running = speedTestRun(fibre, { id: 810, state: "running", finished_at: null, speed_test: null });
    const api = mockApi({
      [toolsPath]: ok(toolsAnswer()),
      [speedTestsPath]: { status: 201, body: running },
    });
    const user = await renderPanel();
    const fibreCard = await lineCard("Fibre Orange");
    api.answer(toolsPath, ok(toolsAnswer({ fibreTests: [running] })));

    await user.click(within(fibreCard).getByRole("button", { name: "Test this line" }));
    expect(api.callsTo(speedTestsPath).map((call) => call.body)).toEqual([{ line_id: "wan1" }]);
    const measuring = await within(fibreCard).findByRole("button", { name: "Measuring…" });
    expect(measuring).toBeDisabled();
    expect(
      within(fibreCard).getByText("Measuring this line: the result shows here within a few minutes."),
    ).toBeInTheDocument();
    // The other line stays free to test.
    expect(within(await lineCard("4G Bouygues")).getByRole("button", { name: "Test this line" })).toBeEnabled();

    // The panel reads again every 2 s while the run is running: the result arrives without a reload.
    const readsWhileRunning = api.callsTo(toolsPath).length;
    api.answer(toolsPath, ok(toolsAnswer({ fibreTests: [speedTestRun(fibre, { id: 810 })] })));
    expect(
      await within(fibreCard).findByText(
        "Within the 20% to 30% a test loses to guests' traffic and protocol overhead: the line is fine.",
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(toolsPath).length).toBeGreaterThan(readsWhileRunning);
    expect(within(fibreCard).getByRole("button", { name: "Test this line" })).toBeEnabled();
    const figures = within(fibreCard)
      .getAllByRole("definition")
      .map((figure) => figure.textContent);
    expect(figures.map((figure) => figure?.replace(/[\u00a0\u202f]/g, " "))).toEqual([
      "372.0 Mb/s",
      "94.5 Mb/s",
      "12 ms",
    ]);
    expect(
      within(fibreCard).getByText(spaced("a healthy line reads 350.0 Mb/s or more in a test")),
    ).toBeInTheDocument();

    // Done: the polling stops.
    const readsWhenDone = api.callsTo(toolsPath).length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(api.callsTo(toolsPath).length).toBe(readsWhenDone);
  });

  it("keeps a line's history with failed and expired tests in the collector's words", async () => {
    mockApi({
      [toolsPath]: ok(
        toolsAnswer({
          backupTests: [
            speedTestRun(backup, { id: 823, state: "failed", failure: "interface wan2 down", speed_test: null }),
            speedTestRun(backup, { id: 822, state: "expired", finished_at: null, speed_test: null }),
            speedTestRun(backup, {
              id: 821,
              speed_test: { download: 42_000_000, upload: 8_000_000, latency_ms: 61 },
            }),
          ],
        }),
      ),
    });
    await renderPanel();
    const backupCard = await lineCard("4G Bouygues");
    expect(within(backupCard).getByText("The test failed: interface wan2 down")).toBeInTheDocument();
    const history = within(backupCard).getByRole("table", { name: "Tests of 4G Bouygues" });
    const rows = within(history)
      .getAllByRole("row")
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole("cell")
          .slice(1)
          .map((cell) => cell.textContent?.replace(/[\u00a0\u202f]/g, " ")),
      );
    expect(rows).toEqual([
      ["Failed: interface wan2 down"],
      ["Expired: no result within 5 min"],
      ["42.0 Mb/s", "8.0 Mb/s", "61 ms", "Below contract"],
    ]);
  });

  it("says a lossy line's verdict, with the operator at fault, and lists the evidence", async () => {
    mockApi({
      [toolsPath]: ok(
        toolsAnswer({
          diagnoses: [diagnosisRun(healthyMeasure({ ping: { target: "8.8.8.8", sent: 25, lost: 1, average_ms: 42 } }))],
        }),
      ),
    });
    await renderPanel();
    const diagnosis = await diagnosisPart();
    expect(
      within(diagnosis).getByText(/^The line loses 4\s?% of its packets: the operator is at fault$/),
    ).toBeInTheDocument();
    const findings = within(diagnosis).getByRole("list", { name: "Findings" });
    expect(
      within(findings)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["4% of the packets are lost (the line is degraded from 1%)"]);
    const measures = within(diagnosis).getByRole("list", { name: "What the collector measured" });
    expect(
      within(measures)
        .getAllByRole("listitem")
        .map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, " ")),
    ).toEqual([
      "DNS (port 53) toward 1.1.1.1: answered in 11 ms",
      "HTTP (port 80) toward example.net: answered in 24 ms",
      "HTTPS (port 443) toward example.net: answered in 31 ms",
      "Pings toward 8.8.8.8: 25 sent, 1 lost, 42 ms on average",
      "Access points: 14 of 14 reachable",
    ]);
  });

  it("says the line is fine and names where the unreachable access points are", async () => {
    mockApi({
      [toolsPath]: ok(
        toolsAnswer({
          diagnoses: [
            diagnosisRun(healthyMeasure(), {
              total: 14,
              unreachable: 5,
              unreachable_places: [
                { building: "Building A", floor: "Floor 2", count: 3 },
                { building: "Annex", floor: null, count: 2 },
              ],
            }),
          ],
        }),
      ),
    });
    await renderPanel();
    const diagnosis = await diagnosisPart();
    expect(
      within(diagnosis).getByText(
        "The Internet line is fine; 5 access points in Building A (Floor 2) and in Annex are unreachable",
      ),
    ).toBeInTheDocument();
    expect(
      within(within(diagnosis).getByRole("list", { name: "Findings" }))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["3 access points unreachable in Building A (Floor 2)", "2 access points unreachable in Annex"]);
  });

  it("runs a diagnosis, shows its progress, and offers a ticket with the report", async () => {
    const running = diagnosisRun(undefined, undefined, {
      id: 905,
      state: "running",
      finished_at: null,
      diagnosis: null,
    });
    const api = mockApi({ [toolsPath]: ok(toolsAnswer()), [diagnosesPath]: { status: 201, body: running } });
    const user = await renderPanel();
    const diagnosis = await diagnosisPart();
    api.answer(toolsPath, ok(toolsAnswer({ diagnoses: [running] })));

    await user.click(within(diagnosis).getByRole("button", { name: "Run a diagnosis" }));
    expect(api.callsTo(diagnosesPath)).toHaveLength(1);
    expect(await within(diagnosis).findByRole("button", { name: "Diagnosing…" })).toBeDisabled();
    expect(
      within(diagnosis).getByText("Diagnosis under way: ports, pings and access points are being checked…"),
    ).toBeInTheDocument();

    api.answer(toolsPath, ok(toolsAnswer({ diagnoses: [diagnosisRun(undefined, undefined, { id: 905 })] })));
    expect(
      await within(diagnosis).findByText("The Internet line and the Wi-Fi are fine", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const ticket = within(diagnosis).getByRole("link", { name: "Open a ticket with this report" });
    const address = new URL(ticket.getAttribute("href") ?? "", "http://localhost");
    expect(address.pathname).toBe("/support/tickets/new");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      location_type: "Site",
      location_id: String(testSiteId),
      site_tool_run_id: "905",
    });
    expect(within(diagnosis).queryByRole("button", { name: "Copy the report" })).not.toBeInTheDocument();
  });

  it("copies the report for a caller who may not open tickets, and says so", async () => {
    const run = diagnosisRun(healthyMeasure({ ping: { target: "8.8.8.8", sent: 20, lost: 20, average_ms: null } }));
    mockApi({ [toolsPath]: ok(toolsAnswer({ diagnoses: [run] })) });
    const user = await renderPanel({ canOpenTickets: false });
    const diagnosis = await diagnosisPart();
    expect(within(diagnosis).queryByRole("link", { name: "Open a ticket with this report" })).not.toBeInTheDocument();

    await user.click(within(diagnosis).getByRole("button", { name: "Copy the report" }));
    expect(await screen.findByText("Report copied: paste it wherever you need it.")).toBeInTheDocument();
    const copied = await navigator.clipboard.readText();
    expect(copied).toBe(siteToolReportText(run, i18n.t, "en"));
    expect(copied).toContain("The line loses 100% of its packets: the operator is at fault");
  });

  it("says when the tools cannot be read, with a retry", async () => {
    mockApi({ [toolsPath]: { status: 404, body: errorBody("NOT_FOUND") } });
    await renderPanel();
    expect(await screen.findByText("The site tools could not be read.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Retry" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Run a diagnosis" })).not.toBeInTheDocument();
  });

  it("says why a start was refused", async () => {
    const api = mockApi({
      [toolsPath]: ok(toolsAnswer()),
      [diagnosesPath]: { status: 429, body: errorBody("TOO_MANY_REQUESTS") },
    });
    const user = await renderPanel();
    await user.click(within(await diagnosisPart()).getByRole("button", { name: "Run a diagnosis" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^The diagnosis could not be started: /);
    expect(api.callsTo(diagnosesPath)).toHaveLength(1);
  });
});
