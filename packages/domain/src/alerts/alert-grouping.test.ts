import { describe, expect, it } from "vitest";
import { alertGroupReadyAt, isAlertGroupReady } from "./alert-grouping";
import { alertNoiseDefaults } from "./alert-noise-rules";

const rules = alertNoiseDefaults;
const t0 = new Date("2026-03-02T09:00:00.000Z");
const secondsAfter = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe("alert grouping", () => {
  it("holds a person's first pending notification 30 seconds for others", () => {
    const group = { oldestPendingAt: t0, lastMailedAt: null };
    expect(isAlertGroupReady(group, secondsAfter(29), rules)).toBe(false);
    expect(isAlertGroupReady(group, secondsAfter(30), rules)).toBe(true);
    expect(alertGroupReadyAt(group, rules)).toEqual(secondsAfter(30));
  });

  it("mails a person at most once in 5 minutes", () => {
    const group = { oldestPendingAt: secondsAfter(60), lastMailedAt: t0 };
    expect(isAlertGroupReady(group, secondsAfter(299), rules)).toBe(false);
    expect(isAlertGroupReady(group, secondsAfter(300), rules)).toBe(true);
    expect(alertGroupReadyAt(group, rules)).toEqual(secondsAfter(300));
  });

  it("still waits 30 seconds after a mail long ago", () => {
    const group = { oldestPendingAt: secondsAfter(3600), lastMailedAt: t0 };
    expect(isAlertGroupReady(group, secondsAfter(3610), rules)).toBe(false);
    expect(alertGroupReadyAt(group, rules)).toEqual(secondsAfter(3630));
  });
});
