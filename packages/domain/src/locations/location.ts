/** docs/product.md#locations-model: the location types and states. the original `{product}site` reads `Site` (docs/decisions.md#api-contract). */
export const locationTypes = ["Organism", "Site"] as const;
export type LocationType = (typeof locationTypes)[number];

export const locationStates = ["En production", "VSR", "Etude"] as const;
export type LocationState = (typeof locationStates)[number];

/** The kinds of customer an organism is; they shape demo data and traffic curves. */
export const organismKinds = ["hotel_chain", "student_residence", "campsite", "office"] as const;
export type OrganismKind = (typeof organismKinds)[number];

/**
 * docs/product.md#locations-model: connection codes are "for residences (planet campus)": only a
 * student residence operator's locations hold residents to give them to.
 */
export const residenceOrganismKind = "student_residence" satisfies OrganismKind;
