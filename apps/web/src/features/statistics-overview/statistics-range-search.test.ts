import { statisticsRangeSearchSchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { validateStatisticsRangeSearch } from "./statistics-range-search";

describe("the overview's window in the address", () => {
  it.each([
    {},
    { since: "M1" },
    { since: "D0", from: "1763247600", to: "1763852400" },
    { from: 1763247600, to: 1763852400 },
    { since: "Y1", from: "soon", to: "" },
    { since: "", from: "-5", to: "12.5" },
  ])("reads %j as the domain's schema does", (search) => {
    expect(validateStatisticsRangeSearch(search)).toEqual(statisticsRangeSearchSchema.parse(search));
  });

  it("drops a bound the address leaves empty or null, where zod's coercion would read 0 (1970)", () => {
    expect(validateStatisticsRangeSearch({ since: 3, from: null, to: " " })).toEqual({
      since: undefined,
      from: undefined,
      to: undefined,
    });
  });
});
