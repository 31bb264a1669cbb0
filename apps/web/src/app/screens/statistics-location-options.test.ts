import { type LocationDocument, monitoredSiteState, type SelectedLocation } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { buildLocationDirectory } from "../../features/locations/location-directory";
import { statisticsLocationOptions } from "./statistics-location-options";

const document = (values: Partial<LocationDocument> & Pick<LocationDocument, "id" | "type" | "name">) => ({
  organism_id: 1,
  organism_name: "Hotels",
  state: null,
  coord: null,
  ...values,
});
const chain = document({ id: 1, type: "Organism", name: "Hotels" });
const paris = document({ id: 11, type: "Site", name: "Paris", state: monitoredSiteState });
const lyon = document({ id: 12, type: "Site", name: "Lyon", state: "Etude" });

const onOrganism: SelectedLocation = {
  organism: { id: 1, name: "Hotels" },
  site: null,
  selected: { id: 1, name: "Hotels", type: "Organism" },
};
const onLyon: SelectedLocation = {
  organism: { id: 1, name: "Hotels" },
  site: { id: 12, name: "Lyon" },
  selected: { id: 12, name: "Lyon", type: "Site" },
};

describe("statisticsLocationOptions", () => {
  it("works on the organism selected, offering it then its sites by name", () => {
    const options = statisticsLocationOptions(onOrganism, buildLocationDirectory([chain, paris, lyon]));
    expect(options.location).toEqual({ type: "organism", id: 1, name: "Hotels" });
    expect(options.locationOptions).toEqual([
      { type: "organism", id: 1, name: "Hotels" },
      { type: "site", id: 12, name: "Lyon" },
      { type: "site", id: 11, name: "Paris" },
    ]);
  });

  it("works on the site selected, and offers the organism only to whoever holds it", () => {
    const options = statisticsLocationOptions(onLyon, buildLocationDirectory([paris, lyon]));
    expect(options.location).toEqual({ type: "site", id: 12, name: "Lyon" });
    expect(options.locationOptions.map((option) => option.id)).toEqual([12, 11]);
  });

  it("offers only the sites the screen keeps", () => {
    const options = statisticsLocationOptions(
      onOrganism,
      buildLocationDirectory([chain, paris, lyon]),
      (site) => site.state === monitoredSiteState,
    );
    expect(options.locationOptions.map((option) => option.id)).toEqual([1, 11]);
  });

  it("offers nothing before a location is selected", () => {
    expect(statisticsLocationOptions(null, undefined)).toEqual({ location: null, locationOptions: [] });
  });
});
