import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./format-relative-time";

describe("formatRelativeTime", () => {
  const now = new Date("2026-11-22T14:00:00Z");
  it("says how long ago in the largest whole unit, in the language given", () => {
    expect(formatRelativeTime("2026-11-22T11:30:00Z", now, "fr")).toBe("il y a 2 heures");
    expect(formatRelativeTime("2026-11-22T11:30:00Z", now, "en")).toBe("2 hours ago");
    expect(formatRelativeTime("2026-11-22T13:55:00Z", now, "de")).toBe("vor 5 Minuten");
    expect(formatRelativeTime("2026-11-19T14:00:00Z", now, "en")).toBe("3 days ago");
    expect(formatRelativeTime("2026-11-22T13:59:30Z", now, "en")).toBe("now");
  });
});
