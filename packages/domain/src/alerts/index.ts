export * from "./alert-answers";
export * from "./alert-codes";
export * from "./alert-schemas";
