import { defineConfig } from "drizzle-kit";

// `npm run db:generate` writes a new SQL migration from the schema; the
// migrations under ./drizzle are committed and applied at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./apps/server/src/db/schema/index.ts",
  out: "./apps/server/drizzle",
});
