import { describe, expect, it } from "vitest";
import {
  countedInterventionStates,
  interventionProgress,
  maintenanceInterventionStates,
} from "./maintenance-intervention";
import { interventionsDateRange, maintenanceLookBackDateMath } from "./maintenance-look-back";

describe("interventionProgress (docs/monitoring.md Interventions)", () => {
  it("tells planned from in progress, and counts nothing finished or cancelled", () => {
    expect(interventionProgress("planned")).toBe("planned");
    expect(interventionProgress("pending")).toBe("planned");
    expect(interventionProgress("supported")).toBe("planned");
    expect(interventionProgress("in_progress")).toBe("inProgress");
    for (const state of ["done", "validated", "closed", "canceled"] as const) {
      expect(interventionProgress(state)).toBeNull();
    }
  });

  it("counts exactly the states it tells", () => {
    for (const state of maintenanceInterventionStates) {
      expect(countedInterventionStates.includes(state)).toBe(interventionProgress(state) !== null);
    }
  });

  it("lists the interventions planned ahead: the window has a start and no end", () => {
    expect(interventionsDateRange).toEqual({ gte: maintenanceLookBackDateMath });
  });
});
