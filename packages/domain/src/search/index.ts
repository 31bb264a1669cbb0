export * from "./search-access";
export * from "./search-limits";
