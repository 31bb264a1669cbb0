/** SPEC §3: the location types and states. `{product}site` reads `Site` (DESIGN.md). */
export const locationTypes = ["Organism", "Site"] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationStates = ["En production", "VSR", "Etude"] as const;
export type LocationState = (typeof locationStates)[number];

/** The kinds of customer an organism is; they shape demo data and traffic curves. */
export const organismKinds = ["hotel_chain", "student_residence", "campsite", "office"] as const;
export type OrganismKind = (typeof organismKinds)[number];

/**
 * SPEC §1: connection codes are "for residences (planet campus)": only a
 * student residence operator's locations hold residents to give them to.
 */
export const residenceOrganismKind = "student_residence" satisfies OrganismKind;
