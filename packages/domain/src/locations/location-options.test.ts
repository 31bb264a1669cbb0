import { describe, expect, it } from "vitest";
import { locationOptionsQuerySchema } from "./location-options";

describe("the location picker query", () => {
  it("reads 20 locations of any type and state by default, empty parameters as absent", () => {
    expect(locationOptionsQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(locationOptionsQuerySchema.parse({ search: " ", type: "", state: "" })).toEqual({ limit: 20 });
  });

  it("reads one state or several", () => {
    expect(locationOptionsQuerySchema.parse({ state: "VSR" }).state).toEqual(["VSR"]);
    expect(locationOptionsQuerySchema.parse({ state: ["En production", "Etude"] }).state).toEqual([
      "En production",
      "Etude",
    ]);
  });

  it("refuses unknown types and states, and more than 50 locations", () => {
    expect(locationOptionsQuerySchema.safeParse({ type: "Building" }).success).toBe(false);
    expect(locationOptionsQuerySchema.safeParse({ state: ["Etude", "Closed"] }).success).toBe(false);
    expect(locationOptionsQuerySchema.safeParse({ limit: "51" }).success).toBe(false);
  });
});
