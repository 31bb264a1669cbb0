import react from "@vitejs/plugin-react";
import { defineConfig, type UserConfig } from "vite";
import { type ChunkPlan, planChunks } from "./vite/chunk-plan";
import { firstPassChunks } from "./vite/first-pass-chunks";
import { skipPreloadsOfLoadedChunks } from "./vite/skip-preloads-of-loaded-chunks";

// The API server listens on :8080 (README "Settings"); in development the
// console calls it through this proxy so cookies stay same-origin.
const apiServer = "http://localhost:8080";

/**
 * What the sign-in page renders at once (the screen and the provider button
 * under its card), the console's frame, and the size under which a chunk the
 * bundler shared between screens joins the common one: planChunks
 * (vite/chunk-plan.ts) and docs/performance.md "Fewer files a page".
 */
const chunkPlanRoots = {
  signIn: ["src/app/screens/login-screen.tsx", "src/features/auth/components/provider-sign-in.tsx"],
  frame: ["src/app/layout/console-layout.tsx", "src/app/router/route-permission.ts"],
  smallChunkBytes: 12_000,
};

function consoleConfig(plan?: ChunkPlan): UserConfig {
  return {
    plugins: [react(), skipPreloadsOfLoadedChunks()],
    build: {
      // scripts/report-entry-size.mjs reads the manifest to find what the
      // browser loads before sign-in.
      manifest: true,
      // Every browser the console supports preloads modules natively (Chrome 66,
      // Firefox 115, Safari 17): Vite's polyfill would only weigh on the sign-in path.
      modulePreload: { polyfill: false },
      // A chunk is named by its content hash alone: the entry lists every lazy
      // screen's chunks by file name to preload them, and the import lines of
      // each chunk name the chunks they import, so words like
      // "advertisements-create-screen-" were 2.3 KiB gzip of the sign-in path.
      // The manifest (.vite/manifest.json) says which source each file holds;
      // scripts/report-entry-size.mjs prints it beside the file.
      rolldownOptions: {
        output: {
          chunkFileNames: "assets/[hash].js",
          codeSplitting: {
            groups: [
              // React in one chunk of its own, whoever imports it: a lazy chunk that
              // reaches React (the home map's, with react-leaflet) otherwise made the
              // bundler split React out of the sign-in path's shared chunks into more
              // files (0.7 KiB gzip more on that path, docs/performance.md "Home map").
              { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              // Everything the entry imports statically (the router, i18next, Mantine's
              // provider, the API client...) in the entry's chunk, whoever else imports
              // it: the bundler otherwise cut it into a shared chunk per set of lazy
              // chunks reaching it, and cut it again whenever a lazy chunk (ECharts')
              // appeared. Merged, the sign-in path lost seven files and 3.4 KiB gzip
              // of their import and export lines (docs/performance.md "JavaScript
              // before sign-in").
              { name: "console-start", tags: ["$initial"] },
              // The plan's groups, by the first pass's modules (vite/chunk-plan.ts).
              ...(plan
                ? [
                    { name: "sign-in", test: (id: string) => plan.signIn.has(id) },
                    { name: "sign-in-later", test: (id: string) => plan.signInLater.has(id) },
                    { name: "console-frame", test: (id: string) => plan.frame.has(id) },
                    {
                      name: "console-common",
                      test: (id: string) => plan.common.has(id),
                      // Only the plan's small pieces: by default a group also takes
                      // every module they import, which brought ECharts' modules
                      // (115 KiB gzip) into every signed-in page's first visit
                      // (docs/performance.md "Fewer files a page").
                      includeDependenciesRecursively: false,
                    },
                  ]
                : []),
            ],
          },
        },
      },
    },
    server: {
      proxy: { "/api": apiServer },
    },
  };
}

// A build runs twice: first as the bundler splits on its own (in memory),
// then with the groups planned from what that first pass made.
export default defineConfig(async ({ command }) => {
  if (command !== "build") return consoleConfig();
  const firstPass = await firstPassChunks({ ...consoleConfig(), root: import.meta.dirname });
  return consoleConfig(planChunks(firstPass, chunkPlanRoots));
});
