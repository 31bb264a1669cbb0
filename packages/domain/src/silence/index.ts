export * from "./silence-answers";
export * from "./silence-codes";
export * from "./silence-schemas";
