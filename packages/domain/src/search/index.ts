export * from "./search-access";
