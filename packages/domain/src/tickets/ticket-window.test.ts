import { describe, expect, it } from "vitest";
import { ticketIdOfIssueNumber, ticketIssueNumber } from "./ticket-issue-number";
import { ticketListOpenedSince } from "./ticket-window";

describe("the customer's list window (docs/tickets.md#who-sees-what)", () => {
  const now = new Date("2026-05-31T10:00:00.000Z");

  it("starts 3 months back at the start of the Paris day, or on the day asked, or nowhere with all", () => {
    // 31 May minus 3 months: the last day of February, from midnight in Paris.
    expect(ticketListOpenedSince({ all: false }, now)?.toISOString()).toBe("2026-02-27T23:00:00.000Z");
    expect(ticketListOpenedSince({ all: false, since: "2025-07-14" }, now)?.toISOString()).toBe(
      "2025-07-13T22:00:00.000Z",
    );
    expect(ticketListOpenedSince({ all: true, since: "2025-07-14" }, now)).toBeUndefined();
  });
});

describe("issue numbers (docs/tickets.md#model)", () => {
  it("writes T- and six digits, and reads what a customer may type", () => {
    expect(ticketIssueNumber(42)).toBe("T-000042");
    expect(ticketIssueNumber(1_234_567)).toBe("T-1234567");
    expect(["T-000042", "t42", " 000042 ", "42"].map(ticketIdOfIssueNumber)).toEqual([42, 42, 42, 42]);
    expect(["T-", "wifi", "T-0", "99999999999"].map(ticketIdOfIssueNumber)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
