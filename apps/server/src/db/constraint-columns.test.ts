import { describe, expect, it } from "vitest";
import { constraintColumns } from "./constraint-columns";

describe("constraintColumns", () => {
  it("knows the columns behind every kind of constraint of the schema", () => {
    expect(constraintColumns.get("organisms_pkey")).toEqual({ table: "organisms", columns: ["id"] });
    expect(constraintColumns.get("organisms_name_key")).toEqual({ table: "organisms", columns: ["name"] });
    expect(constraintColumns.get("buildings_uuid_unique")).toEqual({ table: "buildings", columns: ["uuid"] });
    expect(constraintColumns.get("sites_organism_id_organisms_id_fk")).toEqual({
      table: "sites",
      columns: ["organism_id"],
    });
  });
});
