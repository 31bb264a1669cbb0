import { describe, expect, it } from "vitest";
import { evaluateAvailabilityChange, type RecordedAvailability } from "./availability-change";

const now = new Date("2026-03-10T11:00:00Z");
const at = (time: string) => new Date(`2026-03-10T${time}:00Z`);
const upSince10: RecordedAvailability = { level: "up", reason: null, since: at("10:00"), muted: false };

describe("evaluateAvailabilityChange (docs/alerts.md#availability)", () => {
  it("records a site's first evaluation as a change, since the status's start", () => {
    expect(
      evaluateAvailabilityChange(
        undefined,
        { level: "up", reason: null, levelSince: at("09:30"), muted: false },
        now,
        null,
      ),
    ).toEqual({
      recorded: { level: "up", reason: null, since: at("09:30"), muted: false },
      event: { level: "up", reason: null, muted: false, at: at("09:30") },
    });
  });

  it("dates a site that never reported at its first evaluation", () => {
    const evaluation = evaluateAvailabilityChange(
      undefined,
      { level: "notReferenced", reason: "neverReported", levelSince: null, muted: false },
      now,
      null,
    );
    expect(evaluation?.event).toEqual({ level: "notReferenced", reason: "neverReported", muted: false, at: now });
  });

  it("records another level since its start, the same level and reason not at all", () => {
    const down = { level: "down", reason: "stale", levelSince: at("10:40"), muted: false } as const;
    expect(evaluateAvailabilityChange(upSince10, down, now, at("10:00"))?.event).toEqual({
      level: "down",
      reason: "stale",
      muted: false,
      at: at("10:40"),
    });
    expect(
      evaluateAvailabilityChange(
        upSince10,
        { level: "up", reason: null, levelSince: at("10:00"), muted: false },
        now,
        at("10:00"),
      ),
    ).toBeNull();
  });

  it("updates the reason alone without a change, keeping the level's start", () => {
    const downSince10: RecordedAvailability = { level: "down", reason: "noLine", since: at("10:00"), muted: false };
    expect(
      evaluateAvailabilityChange(
        downSince10,
        { level: "down", reason: "stale", levelSince: at("10:30"), muted: false },
        now,
        at("10:00"),
      ),
    ).toEqual({ recorded: { ...downSince10, reason: "stale" }, event: null });
  });

  it("records a change of the silence alone at now, muted, the level's start kept", () => {
    expect(
      evaluateAvailabilityChange(
        upSince10,
        { level: "up", reason: null, levelSince: at("10:00"), muted: true },
        now,
        at("10:00"),
      ),
    ).toEqual({
      recorded: { ...upSince10, muted: true },
      event: { level: "up", reason: null, muted: true, at: now },
    });
  });

  it("dates a new level at now when its start is not after the latest change (a window muting what was down)", () => {
    const downSince10: RecordedAvailability = {
      level: "down",
      reason: "noAccessPoint",
      since: at("10:00"),
      muted: false,
    };
    const evaluation = evaluateAvailabilityChange(
      downSince10,
      { level: "up", reason: null, levelSince: at("10:00"), muted: false },
      now,
      at("10:00"),
    );
    expect(evaluation?.event?.at).toEqual(now);
    expect(evaluation?.recorded.since).toEqual(now);
  });

  it("never dates a change after now (a collector's clock ahead)", () => {
    const evaluation = evaluateAvailabilityChange(
      upSince10,
      { level: "down", reason: "noLine", levelSince: at("11:20"), muted: false },
      now,
      at("10:00"),
    );
    expect(evaluation?.event?.at).toEqual(now);
  });
});
