import { describe, expect, it } from "vitest";
import { isSiteOffered, siteStatesFor } from "./offered-site-states";

describe("offered site states (docs/product.md#codes)", () => {
  it("offers only sites in production for the selected location", () => {
    expect(isSiteOffered("En production", "selection")).toBe(true);
    expect(isSiteOffered("VSR", "selection")).toBe(false);
    expect(isSiteOffered("Etude", "selection")).toBe(false);
  });

  it("shows sites in VSR on the home map too, never sites in study", () => {
    expect(isSiteOffered("En production", "homeMap")).toBe(true);
    expect(isSiteOffered("VSR", "homeMap")).toBe(true);
    expect(isSiteOffered("Etude", "homeMap")).toBe(false);
  });

  it("offers sites in study in the user location pickers, not sites in VSR", () => {
    expect(isSiteOffered("Etude", "userPicker")).toBe(true);
    expect(isSiteOffered("En production", "userPicker")).toBe(true);
    expect(isSiteOffered("VSR", "userPicker")).toBe(false);
  });

  it("offers nothing without a state (an organism is not a site)", () => {
    expect(isSiteOffered(null, "homeMap")).toBe(false);
  });

  it("joins the states of several purposes once each", () => {
    expect(siteStatesFor(["selection", "homeMap"])).toEqual(["En production", "VSR"]);
  });
});
