import { defineProject } from "vitest/config";

// Integration tests boot PGlite (WASM) and, with TEST_DATABASE_URL, create a
// database on a real PostgreSQL server: give hooks room for that.
export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
