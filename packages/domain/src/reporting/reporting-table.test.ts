import { describe, expect, it } from "vitest";
import type { ReportingPeriod } from "./reporting-dataset";
import { reportingKeyLabel, reportingKeyOfName, reportingKeyText } from "./reporting-keys";
import { reportingCardIsHidden, reportingMonthsElapsed, reportingRows, reportingRowsAreEmpty } from "./reporting-table";

const period = (month: number, values: Record<string, number | null>, year = 2026): ReportingPeriod => ({
  period: { month, year, total: null },
  values: Object.entries(values).map(([key, value]) => ({ key, value })),
});

const today = { year: 2026, month: 3 };

describe("reportingRows (docs/product.md#reporting-figures)", () => {
  it("lays out twelve months, the months to come as dashes, and sums the total", () => {
    const [row] = reportingRows([period(1, { "sales-revenues": 10 }), period(3, { "sales-revenues": 5.5 })], {
      year: 2026,
      today,
      keys: ["sales-revenues"],
    });
    expect(row?.months).toEqual([10, 0, 5.5, null, null, null, null, null, null, null, null, null]);
    expect(row?.total).toBe(15.5);
  });

  it("averages a percentage over the months that have one", () => {
    const [row] = reportingRows(
      [period(1, { user_download: 40 }), period(2, { user_download: null }), period(3, { user_download: 60 })],
      {
        year: 2026,
        today,
        keys: ["user_download"],
      },
    );
    expect(row?.months.slice(0, 3)).toEqual([40, null, 60]);
    expect(row?.total).toBe(50);
  });

  it("gives a stock (rooms) no total, and a peak the year's highest", () => {
    const rows = reportingRows(
      [period(1, { rooms_nb: 120, user_number: 30 }), period(2, { rooms_nb: 121, user_number: 45 })],
      {
        year: 2026,
        today,
        keys: ["rooms_nb", "user_number"],
      },
    );
    expect(rows.map((row) => row.total)).toEqual([null, 45]);
  });

  it("shows every month of a past year and none of a year to come", () => {
    expect(reportingMonthsElapsed(2025, today)).toBe(12);
    expect(reportingMonthsElapsed(2026, today)).toBe(3);
    expect(reportingMonthsElapsed(2027, today)).toBe(0);
  });

  it("puts the fixed keys first, then the offers by year total, largest first", () => {
    const rows = reportingRows([period(1, { Day_Pass: 2, Week_Pass: 9, Hour_Pass: 2 })], { year: 2026, today });
    expect(rows.map((row) => row.key)).toEqual(["Week_Pass", "Day_Pass", "Hour_Pass"]);
  });

  it("reads a card as empty when every figure is zero or a dash", () => {
    expect(reportingRowsAreEmpty(reportingRows([period(1, { refunds: 0 })], { year: 2026, today }))).toBe(true);
    expect(reportingRowsAreEmpty(reportingRows([period(2, { refunds: 3 })], { year: 2026, today }))).toBe(false);
  });

  it("hides turnover, codes and purchases when their year is empty, never stock nor service use (docs/product.md#reporting-screen)", () => {
    const empty = reportingRows([period(1, { refunds: 0 })], { year: 2026, today });
    const filled = reportingRows([period(2, { Day_Pass: 3 })], { year: 2026, today });
    expect(["turnover", "codes", "purchases"].map((card) => reportingCardIsHidden(card as "codes", empty))).toEqual([
      true,
      true,
      true,
    ]);
    expect(reportingCardIsHidden("stock", empty)).toBe(false);
    expect(reportingCardIsHidden("service_use", [])).toBe(false);
    expect(reportingCardIsHidden("codes", filled)).toBe(false);
  });
});

describe("reporting keys (docs/product.md#reporting-figures)", () => {
  it("shows a dynamic key's underscores as spaces, and writes an offer name back as a key", () => {
    expect(reportingKeyLabel("Free_1_day_5_devices")).toBe("Free 1 day 5 devices");
    expect(reportingKeyOfName(" Day  Pass ")).toBe("Day_Pass");
  });

  it("names the fixed keys and the codes without offer in the reader's language, an offer by its own label", () => {
    expect(reportingKeyText("sales-revenues")).toEqual({ kind: "fixed", key: "sales-revenues" });
    expect(reportingKeyText("rooms_nb")).toEqual({ kind: "fixed", key: "rooms_nb" });
    expect(reportingKeyText("without_offer")).toEqual({ kind: "withoutOffer", key: "without_offer" });
    expect(reportingKeyText("Day_Pass")).toEqual({ kind: "offer", label: "Day Pass" });
  });
});
