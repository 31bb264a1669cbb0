export * from "./sla-clock";
export * from "./ticket-answers";
export * from "./ticket-codes";
export * from "./ticket-limits";
export * from "./ticket-schemas";
