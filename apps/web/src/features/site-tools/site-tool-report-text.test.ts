import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import { formatDateTime } from "../../i18n/format-date-time";
import { i18n } from "../../i18n/i18n";
import { loadConsoleCatalogue } from "../../i18n/load-catalogue";
import { siteToolReportText } from "./site-tool-report-text";
import { backup, diagnosisRun, fibre, healthyMeasure, speedTestRun } from "./testing/site-tools-fixtures";

// The formatters put (narrow) no-break spaces between a number and its unit: plain ones read the same.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

async function wordsIn(language: "en" | "fr"): Promise<TFunction> {
  await applyLanguage(language);
  await loadConsoleCatalogue();
  return i18n.getFixedT(language);
}

describe("a site tool's report as text (docs/site-tools.md#diagnosis)", () => {
  let t: TFunction;
  beforeAll(async () => {
    t = await wordsIn("en");
  });

  it("says a line's measured figures, its reading with the 20 to 30 % and the range a healthy line reads in", () => {
    const run = speedTestRun(fibre);
    expect(plain(siteToolReportText(run, t, "en")).split("\n")).toEqual([
      "Speed test of the line Fibre Orange",
      `Asked by Claire Martin on ${plain(formatDateTime(run.created_at, "en"))}`,
      "",
      "Download 372.0 Mb/s · Upload 94.5 Mb/s · Latency 12 ms",
      "Within the 20% to 30% a test loses to guests' traffic and protocol overhead: the line is fine.",
      "Contracted rate 500.0 Mb/s: a healthy line reads 350.0 Mb/s or more in a test, and 400.0 Mb/s or more delivers the contract.",
    ]);
  });

  it("says a line far below its contract is worth raising with the operator, and a failed test in the collector's words", () => {
    const slow = speedTestRun(backup, { speed_test: { download: 42_000_000, upload: 8_000_000, latency_ms: 61 } });
    expect(plain(siteToolReportText(slow, t, "en"))).toContain(
      "Below what the contract promises, even allowing for the 20% to 30% a test loses to guests' traffic and protocol overhead: worth raising with the operator.",
    );
    const failed = speedTestRun(backup, { state: "failed", failure: "interface wan2 down", speed_test: null });
    expect(siteToolReportText(failed, t, "en").split("\n").at(-1)).toBe("The test failed: interface wan2 down");
    const expired = speedTestRun(backup, { state: "expired", speed_test: null, finished_at: null });
    expect(siteToolReportText(expired, t, "en").split("\n").at(-1)).toBe(
      "The test expired: no result from the site within 5 min.",
    );
  });

  it("gives a degraded line's verdict, then each finding and every measure", () => {
    const run = diagnosisRun(
      healthyMeasure({
        checks: [
          { name: "dns", port: 53, target: "1.1.1.1", reachable: false, latency_ms: null, error: "timeout after 2 s" },
          { name: "http", port: 80, target: "example.net", reachable: true, latency_ms: 24, error: null },
          { name: "https", port: 443, target: "example.net", reachable: true, latency_ms: 31, error: null },
        ],
        ping: { target: "8.8.8.8", sent: 25, lost: 1, average_ms: 42 },
      }),
    );
    expect(plain(siteToolReportText(run, t, "en")).split("\n")).toEqual([
      "Diagnosis of the site's Internet access",
      `Asked by Claire Martin on ${plain(formatDateTime(run.created_at, "en"))}`,
      "",
      "The line loses 4% of its packets: the operator is at fault",
      "",
      "Findings:",
      "- DNS (port 53) toward 1.1.1.1 does not answer",
      "- 4% of the packets are lost (the line is degraded from 1%)",
      "",
      "What the collector measured:",
      "- DNS (port 53) toward 1.1.1.1: no answer (timeout after 2 s)",
      "- HTTP (port 80) toward example.net: answered in 24 ms",
      "- HTTPS (port 443) toward example.net: answered in 31 ms",
      "- Pings toward 8.8.8.8: 25 sent, 1 lost, 42 ms on average",
      "- Access points: 14 of 14 reachable",
    ]);
  });

  it("names the unreachable access points by place when the line is fine, in the interface language", async () => {
    const run = diagnosisRun(healthyMeasure(), {
      total: 14,
      unreachable: 3,
      unreachable_places: [{ building: "Bâtiment A", floor: "2e étage", count: 3 }],
    });
    expect(siteToolReportText(run, t, "en")).toContain(
      "The Internet line is fine; 3 access points in Bâtiment A (2e étage) are unreachable",
    );
    const french = await wordsIn("fr");
    const text = plain(siteToolReportText(run, french, "fr"));
    expect(text).toContain("La ligne Internet va bien ; 3 bornes dans Bâtiment A (2e étage) sont injoignables");
    expect(text).toContain("Constats :\n- 3 bornes injoignables dans Bâtiment A (2e étage)");
    expect(text).toContain("- Pings vers 8.8.8.8 : 20 envoyés, 0 perdu, 18 ms en moyenne");
    t = await wordsIn("en");
  });
});
