import { describe, expect, it } from "vitest";
import { noSpaceSelected, selectedCount, selectionBody, togglePage, toggleSpace } from "./space-selection";

describe("the list's selection (docs/private-wifi.md#calls)", () => {
  const page = [1, 2, 3];

  it("ticks spaces across pages by id, and sends them as ids", () => {
    let selection = toggleSpace(noSpaceSelected, 9, [9, 10], true);
    selection = togglePage(selection, page, true);
    expect(selectedCount(selection, 120)).toBe(4);
    expect(selectionBody(selection, { q: "b" })).toEqual({ ids: [9, 1, 2, 3] });
    selection = togglePage(selection, page, false);
    expect(selectionBody(selection, {})).toEqual({ ids: [9] });
  });

  it("counts every match when widened to the search, sent as the search itself", () => {
    const all = { kind: "matching" } as const;
    expect(selectedCount(all, 120)).toBe(120);
    expect(selectionBody(all, { q: "chambre", state: "expired", sort: "devices", page: 2 })).toEqual({
      matching: { q: "chambre", state: "expired" },
    });
    // Unticking one of all the matches keeps the page's others, by id: the rest of the search is not assumed.
    expect(selectionBody(toggleSpace(all, 2, page, false), {})).toEqual({ ids: [1, 3] });
  });
});
