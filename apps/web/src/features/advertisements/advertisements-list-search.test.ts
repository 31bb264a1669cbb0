import { describe, expect, it } from "vitest";
import { advertisementsListHref, validateAdvertisementsListSearch } from "./advertisements-list-search";

describe("the announcements list's address", () => {
  it("keeps a page after the first and the saved flag, and nothing ill-formed", () => {
    expect(validateAdvertisementsListSearch({ page: 3, saved: 1 })).toEqual({ page: 3, saved: 1 });
    expect(validateAdvertisementsListSearch({ page: "4", saved: "1" })).toEqual({ page: 4, saved: 1 });
    expect(validateAdvertisementsListSearch({ page: 1 })).toEqual({});
    for (const page of [0, -2, 2.5, "deux", "", null, Number.MAX_SAFE_INTEGER + 2]) {
      expect(validateAdvertisementsListSearch({ page, saved: 2 })).toEqual({});
    }
  });

  it("writes the address the list reads back", () => {
    expect(advertisementsListHref({})).toBe("/portal_advertisement/list");
    expect(advertisementsListHref({ page: 1, saved: 1 })).toBe("/portal_advertisement/list?saved=1");
    expect(advertisementsListHref({ page: 5, saved: 1 })).toBe("/portal_advertisement/list?page=5&saved=1");
  });
});
