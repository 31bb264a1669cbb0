import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import {
  availabilityHistory,
  bandwidthPoints,
  counters,
  locationsSearchAnswers,
  siteStatus,
  speedtestPoints,
  trafficPoints,
} from "../../features/monitoring/testing/monitoring-fixtures";
import {
  diagnosisRun,
  healthyMeasure,
  testSiteId,
  toolsAnswer,
} from "../../features/site-tools/testing/site-tools-fixtures";
import { applyLanguage } from "../../i18n/change-language";
import { formatDateTime } from "../../i18n/format-date-time";
import type { MockAnswer } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

const ok = (body: unknown) => ({ status: 200, body });
const toolsPath = `GET /monitoring/sites/${testSiteId}/tools`;

/** Every monitoring call of site 5's page, and its tools. */
const monitoringAnswers: Record<string, MockAnswer> = {
  "GET /monitoring/status": ok(siteStatus()),
  "GET /monitoring/counters": ok(counters()),
  "GET /monitoring/traffic": ok(trafficPoints()),
  "GET /monitoring/bandwidth": ok(bandwidthPoints()),
  "GET /monitoring/speedtest": ok(speedtestPoints()),
  "GET /monitoring/sites/5/availability": ok(availabilityHistory()),
  [toolsPath]: ok(toolsAnswer()),
  ...locationsSearchAnswers(),
};

/** A diagnosis whose line loses 1 packet in 25 (4 %). */
const lossyDiagnosis = diagnosisRun(
  healthyMeasure({ ping: { target: "8.8.8.8", sent: 25, lost: 1, average_ms: 42 } }),
  undefined,
  { id: 804 },
);

// The whole console renders: slower than a unit test on a busy machine.
describe("the site tools in the console (docs/site-tools.md)", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("en");
  });

  it("shows the panel on a site's monitoring screen to a holder of the speedtest role", async () => {
    const api = signInAs(testUser({ granted: ["supervision", "speedtest"] }), monitoringAnswers);
    await renderApp("/network/status/monitoring?lang=en&location_site=5");
    const panel = await screen.findByRole("region", { name: "Site tools" });
    expect(await within(panel).findByRole("region", { name: "Fibre Orange" })).toBeInTheDocument();
    expect(api.callsTo(toolsPath)).toHaveLength(1);
  });

  it("shows no panel, and reads no tools, without the speedtest role", async () => {
    const api = signInAs(testUser({ granted: ["supervision", "requests"] }), monitoringAnswers);
    await renderApp("/network/status/monitoring?lang=en&location_site=5");
    await screen.findByRole("region", { name: "Speed tests" });
    await screen.findByText(/^Last network report: /);
    expect(screen.queryByRole("region", { name: "Site tools" })).not.toBeInTheDocument();
    expect(api.callsTo(toolsPath)).toHaveLength(0);
  });

  it("shows no panel for an organism: the tools are a site's", async () => {
    const api = signInAs(testUser({ granted: ["supervision", "speedtest"] }), monitoringAnswers);
    await renderApp("/network/status/monitoring?lang=en&location_organism=7");
    await screen.findByRole("region", { name: "Speed tests" });
    await screen.findByText(/^Last network report: /);
    expect(screen.queryByRole("region", { name: "Site tools" })).not.toBeInTheDocument();
    expect(api.callsTo(toolsPath)).toHaveLength(0);
  });

  it("opens a new ticket on the site with the report as its first message", async () => {
    const api = signInAs(testUser({ granted: ["requests"] }), {
      "GET /monitoring/site_tools/runs/804": ok(lossyDiagnosis),
      "GET /monitoring/devices": ok([]),
    });
    await renderApp("/support/tickets/new?lang=en&location_type=Site&location_id=12&site_tool_run_id=804");

    expect(await screen.findByRole("heading", { level: 1, name: "New ticket" })).toBeInTheDocument();
    const message = screen.getByRole("textbox", { name: /^Message/ }) as HTMLTextAreaElement;
    expect(message.value.replace(/[\u00a0\u202f]/g, " ")).toBe(
      [
        "Diagnosis of the site's Internet access",
        `Asked by Claire Martin on ${formatDateTime(lossyDiagnosis.created_at, "en").replace(/[\u00a0\u202f]/g, " ")}`,
        "",
        "The line loses 4% of its packets: the operator is at fault",
        "",
        "Findings:",
        "- 4% of the packets are lost (the line is degraded from 1%)",
        "",
        "What the collector measured:",
        "- DNS (port 53) toward 1.1.1.1: answered in 11 ms",
        "- HTTP (port 80) toward example.net: answered in 24 ms",
        "- HTTPS (port 443) toward example.net: answered in 31 ms",
        "- Pings toward 8.8.8.8: 25 sent, 1 lost, 42 ms on average",
        "- Access points: 14 of 14 reachable",
      ].join("\n"),
    );
    expect(screen.getByRole("combobox", { name: /^Location/ })).toHaveValue("Hôtel Nantes · Hôtels Belle Escale");
    expect(screen.getByRole("combobox", { name: /^Type of request/ })).toHaveValue("Technical");
    expect(api.callsTo("GET /monitoring/site_tools/runs/804")).toHaveLength(1);

    // The message stays the user's to complete before sending.
    const user = userEvent.setup();
    await user.click(message);
    await user.paste("\nGuests on floor 2 complain since this morning.");
    await waitFor(() => expect(message.value).toMatch(/Access points: 14 of 14 reachable\nGuests on floor 2/));
  });

  it("opens the form empty when the run cannot be read", async () => {
    signInAs(testUser({ granted: ["requests"] }), {
      "GET /monitoring/site_tools/runs/804": { status: 404, body: { code: "NOT_FOUND", message: "", errors: {} } },
      "GET /monitoring/devices": ok([]),
    });
    await renderApp("/support/tickets/new?lang=en&location_type=Site&location_id=12&site_tool_run_id=804");
    expect(await screen.findByRole("heading", { level: 1, name: "New ticket" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveValue("");
  });
});
