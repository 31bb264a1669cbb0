import { describe, expect, it } from "vitest";
import { validateMapSearch } from "./map-search";

describe("validateMapSearch (the map's ?equipment=)", () => {
  it("keeps a MAC address, lower case with colons", () => {
    expect(validateMapSearch({ equipment: "AA:BB:CC:00:00:21" })).toEqual({ equipment: "aa:bb:cc:00:00:21" });
    expect(validateMapSearch({ equipment: "aa-bb-cc-00-00-21" })).toEqual({ equipment: "aa:bb:cc:00:00:21" });
  });

  it("drops anything else", () => {
    expect(validateMapSearch({})).toEqual({});
    expect(validateMapSearch({ equipment: "BP-1-01" })).toEqual({});
    expect(validateMapSearch({ equipment: 12 })).toEqual({});
  });
});
