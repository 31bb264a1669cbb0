import { createRequire } from "node:module";
import type { UserWorkspaceConfig } from "vitest/config";

const require = createRequire(import.meta.url);

/** What both server projects share: the graphql alias, Node, and room for databases in hooks. */
export const serverTestBase = {
  // graphql ships CommonJS and ESM builds with no "exports" map: Node takes the CommonJS one
  // for everyone (mercurius, graphql-query-complexity, our code), Vite would hand ours the ESM
  // one, and graphql refuses types from "another realm". Tests load the one Node loads.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    include: ["src/**/*.test.ts"],
    environment: "node",
    // Integration tests boot PGlite (WASM) and, with TEST_DATABASE_URL, create a
    // database on a real PostgreSQL server: give hooks room for that.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // No `sequence: { shuffle: true }` here: Vitest 4 takes the order from the root config for every
    // project and ignores a project's own. CI shuffles this project's files and tests with `--sequence.shuffle`
    // (.ci/run); the seed is printed under the banner ('Running tests with seed "N"') and
    // `--sequence.seed=N` replays that order.
  },
} satisfies UserWorkspaceConfig;
