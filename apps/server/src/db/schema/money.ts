import { numeric } from "drizzle-orm/pg-core";

/** Euro and pound amounts, two decimals; numbers in JS on both engines (type-parsers.ts). */
export const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: "number" });
