import type { TicketSlaTarget } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { slaTargetReading } from "./sla-target-reading";

const now = new Date("2026-11-20T10:00:00.000Z");
const target = (fields: Partial<TicketSlaTarget>): TicketSlaTarget => ({
  target_seconds: 7200,
  elapsed_seconds: 3600,
  due_at: null,
  met_at: null,
  breached: false,
  ...fields,
});

describe("an SLA target's reading", () => {
  it("runs toward its due time, then is overdue by the time past it", () => {
    expect(slaTargetReading(target({ due_at: "2026-11-20T11:30:00.000Z" }), false, now)).toEqual({
      state: "running",
      dueAt: "2026-11-20T11:30:00.000Z",
      leftMs: 90 * 60_000,
    });
    expect(slaTargetReading(target({ due_at: "2026-11-20T09:45:00.000Z", breached: true }), false, now)).toEqual({
      state: "overdue",
      dueAt: "2026-11-20T09:45:00.000Z",
      lateMs: 15 * 60_000,
    });
  });

  it("stands still while the ticket waits on the customer, saying whether it was already missed", () => {
    expect(slaTargetReading(target({}), true, now)).toEqual({ state: "paused", breached: false });
    expect(slaTargetReading(target({ breached: true }), true, now)).toEqual({ state: "paused", breached: true });
  });

  it("says when it was met, and whether late, whatever the pause", () => {
    const met = target({ met_at: "2026-11-20T09:10:00.000Z", breached: true });
    expect(slaTargetReading(met, true, now)).toEqual({ state: "met", metAt: "2026-11-20T09:10:00.000Z", late: true });
  });

  it("is overdue without a due time once breached, and not running otherwise", () => {
    expect(slaTargetReading(target({ breached: true }), false, now)).toEqual({
      state: "overdue",
      dueAt: null,
      lateMs: null,
    });
    expect(slaTargetReading(target({}), false, now)).toEqual({ state: "stopped" });
  });
});
