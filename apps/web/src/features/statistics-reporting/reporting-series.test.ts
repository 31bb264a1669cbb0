import { reportingRows } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { formatReportingCell } from "./reporting-formats";
import { validateReportingSearch } from "./reporting-search";
import { reportingChartSeries } from "./reporting-series";

const past = { year: 2025, today: { year: 2026, month: 11 } };
const offerRows = (counts: Record<string, number>) =>
  reportingRows(
    [
      {
        period: { month: 4, year: 2025, total: null },
        values: Object.entries(counts).map(([key, value]) => ({ key, value })),
      },
    ],
    past,
  );

describe("reporting graphs ('codes and purchases graphs top 5 plus others', docs/product.md#reporting-figures)", () => {
  it("stacks the five offers of the year's largest totals and sums the rest as 'others', month by month", () => {
    const rows = offerRows({ A: 60, B: 50, C: 40, D: 30, E: 20, F: 7, G: 3 });
    const series = reportingChartSeries("codes", rows);
    expect(series.map((entry) => entry.key)).toEqual(["A", "B", "C", "D", "E", "others"]);
    expect(series.every((entry) => entry.stacked && entry.type === "bar")).toBe(true);
    const others = series.at(-1);
    expect(others?.isOthers).toBe(true);
    expect(others?.months[3]).toBe(10);
    expect(others?.months[0]).toBe(0);
  });

  it("draws no 'others' with five offers or fewer", () => {
    expect(reportingChartSeries("purchases", offerRows({ A: 2, B: 1 })).map((entry) => entry.key)).toEqual(["A", "B"]);
  });

  it("puts the service's volumes in bars, its users on a second axis, and leaves the percentage to the table", () => {
    const rows = reportingRows([], { ...past, keys: ["user_number", "user_download", "download", "upload"] });
    const series = reportingChartSeries("service_use", rows);
    expect(series.map((entry) => [entry.key, entry.type, entry.axis])).toEqual([
      ["user_number", "line", 1],
      ["download", "bar", 0],
      ["upload", "bar", 0],
    ]);
  });
});

describe("reporting figures in the interface language (docs/product.md#reporting-figures)", () => {
  it("writes euros, percentages and SI sizes to one decimal, counts grouped, and a dash for nothing", () => {
    expect(formatReportingCell("currency", 1234.5, "en")).toBe("€1,234.50");
    expect(formatReportingCell("percent", 42.26, "en")).toBe("42.3%");
    expect(formatReportingCell("bytes", 1_500_000, "en").replace(/\s/g, " ")).toBe("1.5 MB");
    expect(formatReportingCell("count", 12345, "de")).toBe("12.345");
    expect(formatReportingCell("stock", null, "fr")).toBe("-");
  });
});

describe("the reporting address search", () => {
  it("keeps a whole year, typed or parsed, and drops anything else", () => {
    expect(validateReportingSearch({ year: 2024 })).toEqual({ year: 2024 });
    expect(validateReportingSearch({ year: "2019" })).toEqual({ year: 2019 });
    expect(validateReportingSearch({ year: "next" })).toEqual({});
    expect(validateReportingSearch({ year: 2024.5 })).toEqual({});
  });
});
