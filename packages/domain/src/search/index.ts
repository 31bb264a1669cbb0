export * from "./location-term";
export * from "./search-access";
export * from "./search-answer";
export * from "./search-limits";
