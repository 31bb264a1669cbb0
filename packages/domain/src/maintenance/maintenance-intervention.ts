/** Intervention states overall (docs/product.md#monitoring-maintenance). */
export const maintenanceInterventionStates = [
  "pending",
  "supported",
  "planned",
  "in_progress",
  "done",
  "validated",
  "closed",
  "canceled",
] as const;
export type MaintenanceInterventionState = (typeof maintenanceInterventionStates)[number];

/**
 * docs/product.md#monitoring-maintenance: the interventions not finished, counted on the home map and the
 * incidents card and listed first on the call-outs page: those planned
 * (pending, taken on or planned, whatever their date, one planned for next
 * month included) and those in progress. docs/monitoring.md "Interventions".
 */
export const plannedInterventionStates: readonly MaintenanceInterventionState[] = ["supported", "planned", "pending"];
export const inProgressInterventionStates: readonly MaintenanceInterventionState[] = ["in_progress"];
export const countedInterventionStates: readonly MaintenanceInterventionState[] = [
  ...plannedInterventionStates,
  ...inProgressInterventionStates,
];

/** How a counted intervention is told: planned or in progress; null when it is not counted (finished or cancelled). */
export type InterventionProgress = "planned" | "inProgress";

export function interventionProgress(state: MaintenanceInterventionState): InterventionProgress | null {
  if (inProgressInterventionStates.includes(state)) return "inProgress";
  return plannedInterventionStates.includes(state) ? "planned" : null;
}

/** docs/product.md#monitoring-maintenance: the interventions list (size 10 by date) leaves out this typology. */
export const hiddenInterventionTypology = "wiby";
