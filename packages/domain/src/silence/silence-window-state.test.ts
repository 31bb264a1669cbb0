import { describe, expect, it } from "vitest";
import { type SilenceSchedule, silenceRule } from "./silence-recurrence";
import { silenceWindowState } from "./silence-window-state";

const at = (text: string) => new Date(text);

const once: SilenceSchedule = {
  startsAt: at("2026-03-02T09:00:00+01:00"),
  endsAt: at("2026-03-02T18:00:00+01:00"),
  rrule: null,
  endedEarlyAt: null,
};
const mondays: SilenceSchedule = {
  startsAt: at("2026-03-02T09:00:00+01:00"),
  endsAt: at("2026-03-02T11:00:00+01:00"),
  rrule: silenceRule({ weekdays: [1], until: "2026-03-16" }, at("2026-03-02T09:00:00+01:00")),
  endedEarlyAt: null,
};

describe("silenceWindowState", () => {
  it("is planned before a single window, current from its start, past from its end", () => {
    expect(silenceWindowState(once, at("2026-03-02T08:59:59+01:00"))).toBe("planned");
    expect(silenceWindowState(once, at("2026-03-02T09:00:00+01:00"))).toBe("current");
    expect(silenceWindowState(once, at("2026-03-02T17:59:59+01:00"))).toBe("current");
    expect(silenceWindowState(once, at("2026-03-02T18:00:00+01:00"))).toBe("past");
  });

  it("is past once ended early, and a planned window ended early is cancelled", () => {
    const ended = { ...once, endedEarlyAt: at("2026-03-02T12:00:00+01:00") };
    expect(silenceWindowState(ended, at("2026-03-02T11:59:00+01:00"))).toBe("current");
    expect(silenceWindowState(ended, at("2026-03-02T12:00:00+01:00"))).toBe("past");
    const cancelled = { ...once, endedEarlyAt: at("2026-03-01T12:00:00+01:00") };
    expect(silenceWindowState(cancelled, at("2026-03-01T12:00:00+01:00"))).toBe("past");
  });

  it("is current during an occurrence of a series, planned between two, past after the last", () => {
    expect(silenceWindowState(mondays, at("2026-03-09T10:00:00+01:00"))).toBe("current");
    expect(silenceWindowState(mondays, at("2026-03-09T11:00:00+01:00"))).toBe("planned");
    expect(silenceWindowState(mondays, at("2026-03-12T10:00:00+01:00"))).toBe("planned");
    expect(silenceWindowState(mondays, at("2026-03-16T11:00:00+01:00"))).toBe("past");
  });

  it("is past between two occurrences once the series was ended early", () => {
    const ended = { ...mondays, endedEarlyAt: at("2026-03-09T10:00:00+01:00") };
    expect(silenceWindowState(ended, at("2026-03-12T10:00:00+01:00"))).toBe("past");
  });
});
