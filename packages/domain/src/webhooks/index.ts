export * from "./site-level-event-type";
export * from "./webhook-answers";
export * from "./webhook-codes";
export * from "./webhook-payloads";
export * from "./webhook-retry-schedule";
export * from "./webhook-schemas";
