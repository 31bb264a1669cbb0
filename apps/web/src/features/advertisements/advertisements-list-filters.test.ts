import { describe, expect, it } from "vitest";
import { activeAdvertisementFilterCount, advertisementsListFilters } from "./advertisements-list-filters";
import { advertisementsListHref, validateAdvertisementsListSearch } from "./advertisements-list-search";

describe("the announcements list's filters", () => {
  it("follow the header's selected location (the site, else the organism) until one is chosen", () => {
    expect(advertisementsListFilters({}, { location_site: 12, location_organism: 3 })).toEqual({ site_id: 12 });
    expect(advertisementsListFilters({}, { location_organism: 3 })).toEqual({ organism_id: 3 });
    expect(advertisementsListFilters({ location: "Organism-5" }, { location_site: 12 })).toEqual({ organism_id: 5 });
    expect(advertisementsListFilters({ location: "all" }, { location_site: 12 })).toEqual({});
  });

  it("read and write the address, dropping what names nothing", () => {
    const search = validateAdvertisementsListSearch({
      q: "  spa ",
      state: "current",
      language: "de",
      location: "Site-12",
      page: "2",
    });
    expect(search).toEqual({ q: "spa", state: "current", language: "de", location: "Site-12", page: 2 });
    expect(advertisementsListHref(search)).toBe(
      "/portal_advertisement/list?page=2&q=spa&state=current&language=de&location=Site-12",
    );
    expect(validateAdvertisementsListSearch({ state: "soon", language: "it", location: "Room-1" })).toEqual({});
    expect(activeAdvertisementFilterCount(advertisementsListFilters(search, {}))).toBe(3);
  });
});
