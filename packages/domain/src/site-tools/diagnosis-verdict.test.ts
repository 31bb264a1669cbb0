import { describe, expect, it } from "vitest";
import { diagnosisVerdict, latencyWarnMs, packetLossPassPercent } from "./diagnosis-verdict";
import type { DiagnosisAccessPoints, DiagnosisMeasure } from "./site-tool-answers";

const healthy: DiagnosisMeasure = {
  checks: [
    { name: "dns", port: 53, target: "1.1.1.1", reachable: true, latency_ms: 12 },
    { name: "http", port: 80, target: "example.com", reachable: true, latency_ms: 31 },
    { name: "https", port: 443, target: "example.com", reachable: true, latency_ms: 35 },
  ],
  ping: { target: "8.8.8.8", sent: 20, lost: 0, average_ms: 18 },
};
const allReachable: DiagnosisAccessPoints = { total: 12, unreachable: 0, unreachable_places: [] };
const ping = (values: Partial<DiagnosisMeasure["ping"]>): DiagnosisMeasure => ({
  ...healthy,
  ping: { ...healthy.ping, ...values },
});
const unreachable = (...names: string[]): DiagnosisMeasure => ({
  ...healthy,
  checks: healthy.checks.map((check) =>
    names.includes(check.name) ? { ...check, reachable: false, latency_ms: null, error: "timed out" } : check,
  ),
});

describe("diagnosisVerdict (docs/site-tools.md#diagnosis)", () => {
  it("keeps SPEC's thresholds: loss under 1 percent, an average round trip up to 150 ms", () => {
    expect(packetLossPassPercent).toBe(1);
    expect(latencyWarnMs).toBe(150);
  });

  it("finds all good when every port answers, nothing is lost and every access point is reachable", () => {
    expect(diagnosisVerdict(healthy, allReachable)).toEqual({
      internet: "ok",
      wifi: "ok",
      fault: "none",
      packetLossPercent: 0,
      findings: [{ key: "all_good", params: {} }],
    });
  });

  it("passes 0.99 % of packets lost and fails 1 %", () => {
    const passing = diagnosisVerdict(ping({ sent: 101, lost: 1 }), allReachable);
    expect(passing.internet).toBe("ok");
    expect(passing.packetLossPercent).toBeCloseTo(0.99, 2);
    expect(passing.findings).toEqual([{ key: "all_good", params: {} }]);
    const failing = diagnosisVerdict(ping({ sent: 100, lost: 1 }), allReachable);
    expect(failing).toMatchObject({ internet: "degraded", fault: "operator", packetLossPercent: 1 });
    expect(failing.findings).toEqual([{ key: "packet_loss", params: { percent: 1 } }]);
  });

  it("is fine at an average round trip of 150 ms and warns at 151", () => {
    expect(diagnosisVerdict(ping({ average_ms: 150 }), allReachable).internet).toBe("ok");
    const slow = diagnosisVerdict(ping({ average_ms: 151 }), allReachable);
    expect(slow).toMatchObject({ internet: "degraded", fault: "operator" });
    expect(slow.findings).toEqual([{ key: "latency_high", params: { ms: 151 } }]);
  });

  it("is degraded by one port that does not answer, named with its target", () => {
    const verdict = diagnosisVerdict(unreachable("dns"), allReachable);
    expect(verdict).toMatchObject({ internet: "degraded", fault: "operator" });
    expect(verdict.findings).toEqual([
      { key: "port_unreachable", params: { name: "dns", port: 53, target: "1.1.1.1" } },
    ]);
  });

  it("is down when no port answers and every ping is lost, with each port and the loss as evidence", () => {
    const verdict = diagnosisVerdict(
      { ...unreachable("dns", "http", "https"), ping: { target: "8.8.8.8", sent: 20, lost: 20, average_ms: null } },
      allReachable,
    );
    expect(verdict).toMatchObject({ internet: "down", fault: "operator", packetLossPercent: 100 });
    expect(verdict.findings.map((finding) => finding.key)).toEqual([
      "port_unreachable",
      "port_unreachable",
      "port_unreachable",
      "packet_loss",
    ]);
  });

  it("is degraded, not down, when every port fails but some pings come back, or every ping is lost but a port answers", () => {
    const somePings = { ...unreachable("dns", "http", "https"), ping: { ...healthy.ping, lost: 19 } };
    expect(diagnosisVerdict(somePings, allReachable).internet).toBe("degraded");
    const onePort = { ...unreachable("dns", "http"), ping: { ...healthy.ping, lost: 20, average_ms: null } };
    expect(diagnosisVerdict(onePort, allReachable).internet).toBe("degraded");
  });

  it("reads the Wi-Fi as partial, named by place, when some access points are unreachable", () => {
    const verdict = diagnosisVerdict(healthy, {
      total: 12,
      unreachable: 4,
      unreachable_places: [
        { building: "A", floor: "2", count: 3 },
        { building: null, floor: null, count: 1 },
      ],
    });
    expect(verdict).toMatchObject({ internet: "ok", wifi: "partial", fault: "wifi" });
    expect(verdict.findings).toEqual([
      { key: "access_points_unreachable", params: { count: 3, building: "A", floor: "2" } },
      { key: "access_points_unreachable", params: { count: 1 } },
    ]);
  });

  it("reads the Wi-Fi as down when no access point is reachable, and none on a site without any", () => {
    const down = { total: 3, unreachable: 3, unreachable_places: [{ building: "B", floor: null, count: 3 }] };
    expect(diagnosisVerdict(healthy, down)).toMatchObject({ wifi: "down", fault: "wifi" });
    expect(diagnosisVerdict(healthy, down).findings).toEqual([
      { key: "access_points_unreachable", params: { count: 3, building: "B" } },
    ]);
    const none = diagnosisVerdict(healthy, { total: 0, unreachable: 0, unreachable_places: [] });
    expect(none).toMatchObject({ wifi: "none", fault: "none", findings: [{ key: "all_good", params: {} }] });
  });

  it("puts the fault with both when the line and the Wi-Fi fail together", () => {
    const verdict = diagnosisVerdict(ping({ lost: 1 }), {
      total: 10,
      unreachable: 2,
      unreachable_places: [{ building: "A", floor: "1", count: 2 }],
    });
    expect(verdict).toMatchObject({ internet: "degraded", wifi: "partial", fault: "both", packetLossPercent: 5 });
    expect(verdict.findings.map((finding) => finding.key)).toEqual(["packet_loss", "access_points_unreachable"]);
  });
});
