/** SPEC §4 "Intervention states overall". */
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

/** SPEC §4: interventions counted on the home map and the incidents card. */
export const countedInterventionStates: readonly MaintenanceInterventionState[] = [
  "supported",
  "planned",
  "pending",
  "in_progress",
];

/** SPEC §7: the interventions list (size 10 by date) leaves out this typology. */
export const hiddenInterventionTypology = "wiby";
