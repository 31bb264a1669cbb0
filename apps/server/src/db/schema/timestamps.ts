import { timestamp } from "drizzle-orm/pg-core";

// Timestamps keep milliseconds on both engines (docs/decisions.md#engine-traps:
// PGlite has no microseconds, so keyset cursors must not need them).

/** A nullable moment (`confirmed_at`, `expires_at`...). */
export const moment = (name: string) => timestamp(name, { precision: 3, withTimezone: true });

export const createdAt = () => moment("created_at").notNull().defaultNow();
export const updatedAt = () => moment("updated_at").notNull().defaultNow();
