export * from "./silence-answers";
export * from "./silence-codes";
export * from "./silence-recurrence";
export * from "./silence-schemas";
export * from "./silence-window-problems";
export * from "./silence-window-state";
