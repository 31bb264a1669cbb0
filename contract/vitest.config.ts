import { createRequire } from "node:module";
import { defineProject } from "vitest/config";

const require = createRequire(import.meta.url);

// The contract tests (docs/api.md "One contract"): the console's API clients run against the
// real server in process. Node, not jsdom: the server and PGlite run here too, and the clients
// need only `fetch` and `document.cookie`, which the harness provides (src/support/).
export default defineProject({
  // The server's graphql alias (apps/server/vitest.config.ts): the app registers mercurius.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve("graphql") }] },
  test: {
    name: "contract",
    include: ["src/**/*.contract.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    // Seeding the demo data on PGlite takes a while on a loaded 2-core machine.
    hookTimeout: 180_000,
  },
});
