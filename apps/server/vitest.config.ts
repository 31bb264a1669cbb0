import { createRequire } from "node:module";
import { defineProject } from "vitest/config";

const require = createRequire(import.meta.url);

// Integration tests boot PGlite (WASM) and, with TEST_DATABASE_URL, create a
// database on a real PostgreSQL server: give hooks room for that.
export default defineProject({
  // graphql ships CommonJS and ESM builds with no "exports" map: Node takes the CommonJS one
  // for everyone (mercurius, graphql-query-complexity, our code), Vite would hand ours the ESM
  // one, and graphql refuses types from "another realm". Tests load the one Node loads.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // No `sequence: { shuffle: true }` here: Vitest 4 takes the order from the root config for every
    // project and ignores a project's own. CI shuffles this project's files and tests with `--sequence.shuffle`
    // (.ci/run); the seed is printed under the banner ('Running tests with seed "N"') and
    // `--sequence.seed=N` replays that order.
  },
});
