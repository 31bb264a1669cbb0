// Bundles the Node entry points (the API server and the tools) with esbuild.
// Workspace packages (@ondine/*) are TypeScript sources and go into the
// bundle; every npm package stays external and loads from node_modules.
import { copyFile } from "node:fs/promises";
import { build } from "esbuild";

const entries = [
  { in: "apps/server/src/main.ts", out: "apps/server/dist/main.js" },
  { in: "tools/seed/src/cli.ts", out: "tools/dist/seed.js" },
  { in: "tools/simulate/src/cli.ts", out: "tools/dist/simulate.js" },
  { in: "tools/start/src/start.ts", out: "tools/dist/start.js" },
  // `npm start`'s server: the API server seeding its own database (tools/start/src/demo-server.ts).
  { in: "tools/start/src/demo-server.ts", out: "tools/dist/demo-server.js" },
  // Worker threads the server starts by their URL beside its own (apps/server/src/threads/module-worker.ts):
  // beside main.js, and beside `npm start`'s server, which bundles the server too.
  { in: "apps/server/src/modules/maps/floor-plan-image-worker.ts", out: "apps/server/dist/floor-plan-image-worker.js" },
  { in: "apps/server/src/modules/maps/floor-plan-image-worker.ts", out: "tools/dist/floor-plan-image-worker.js" },
];

const externalNpmPackages = {
  name: "external-npm-packages",
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@ondine/") ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await Promise.all(
  entries.map((entry) =>
    build({
      entryPoints: [entry.in],
      outfile: entry.out,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20.19",
      sourcemap: true,
      logLevel: "warning",
      plugins: [externalNpmPackages],
    }),
  ),
);
// The xlsx sheet worker is a plain ES module loaded by its URL next to the
// server's code (apps/server/src/spreadsheets/xlsx-sheet-thread.ts): shipped
// beside the bundle, the same URL resolves there.
const workers = [
  { in: "apps/server/src/spreadsheets/xlsx-sheet-worker.mjs", out: "apps/server/dist/xlsx-sheet-worker.mjs" },
  { in: "apps/server/src/spreadsheets/xlsx-sheet-worker.mjs", out: "tools/dist/xlsx-sheet-worker.mjs" },
];
await Promise.all(workers.map((worker) => copyFile(worker.in, worker.out)));
console.log(
  `Built ${[...entries, ...workers].map((entry) => entry.out).join(", ")} in ${Math.round(performance.now() - started)} ms`,
);
