import { customType } from "drizzle-orm/pg-core";

/** Raw bytes: a Buffer with pg, a Uint8Array with PGlite; both read back as Uint8Array. */
export const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});
