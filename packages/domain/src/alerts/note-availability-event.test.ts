import { describe, expect, it } from "vitest";
import { alertNoiseDefaults } from "./alert-noise-rules";
import { type AvailabilityEventNote, noteAvailabilityEvent } from "./note-availability-event";
import { quietSiteAlertState, type SiteAlertState } from "./site-alert-state";

const t0 = new Date("2026-03-02T09:00:00.000Z");
const minutesAfter = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
const iso = (minutes: number) => minutesAfter(minutes).toISOString();

function noteAll(events: [number, AvailabilityEventNote["level"], boolean?][], from = quietSiteAlertState) {
  return events.reduce<SiteAlertState>(
    (state, [minute, level, muted = false]) =>
      noteAvailabilityEvent(state, { at: minutesAfter(minute), level, muted }, alertNoiseDefaults),
    from,
  );
}

describe("noteAvailabilityEvent", () => {
  it("notes the level and the muted flag of the event", () => {
    expect(noteAll([[0, "degraded", true]])).toMatchObject({ level: "degraded", muted: true });
  });

  it("counts each change of level, and only changes", () => {
    const state = noteAll([
      [0, "down"],
      [1, "down"],
      [2, "up"],
      [3, "degraded"],
    ]);
    expect(state.changes).toEqual([iso(0), iso(2), iso(3)]);
  });

  it("forgets the changes one flapping window old", () => {
    const state = noteAll([
      [0, "down"],
      [10, "up"],
      [30, "down"],
    ]);
    expect(state.changes).toEqual([iso(10), iso(30)]);
  });

  it("keeps the changes oldest first when an event arrives late", () => {
    const state = noteAll([
      [5, "down"],
      [2, "up"],
    ]);
    expect(state.changes).toEqual([iso(2), iso(5)]);
  });

  it("does not count changes while the site is muted, and a silence forgets earlier ones", () => {
    const state = noteAll([
      [0, "down"],
      [1, "up"],
      [2, "up", true],
      [3, "down", true],
      [4, "up", true],
    ]);
    expect(state.changes).toEqual([]);
  });

  it("starts the after-window check when the silence ends, and a new silence cancels it", () => {
    const ended = noteAll([
      [0, "up", true],
      [5, "down", true],
      [60, "down", false],
    ]);
    expect(ended.unmutedAt).toBe(iso(60));
    expect(ended.changes).toEqual([]);

    const mutedAgain = noteAvailabilityEvent(
      ended,
      { at: minutesAfter(70), level: "down", muted: true },
      alertNoiseDefaults,
    );
    expect(mutedAgain.unmutedAt).toBeNull();
  });

  it("counts a change of level noted as the silence ends", () => {
    const state = noteAll([
      [0, "up", true],
      [5, "down", true],
      [60, "up", false],
    ]);
    expect(state.changes).toEqual([iso(60)]);
    expect(state.unmutedAt).toBe(iso(60));
  });

  it("leaves the state it is given untouched", () => {
    const before = noteAll([[0, "down"]]);
    const copy = JSON.parse(JSON.stringify(before));
    noteAvailabilityEvent(before, { at: minutesAfter(1), level: "up", muted: true }, alertNoiseDefaults);
    expect(before).toEqual(copy);
  });
});
