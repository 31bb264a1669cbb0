import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { skipPreloadsOfLoadedChunks } from "./vite/skip-preloads-of-loaded-chunks";

// The API server listens on :8080 (README "Settings"); in development the
// console calls it through this proxy so cookies stay same-origin.
const apiServer = "http://localhost:8080";

export default defineConfig({
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
    rolldownOptions: { output: { chunkFileNames: "assets/[hash].js" } },
  },
  server: {
    proxy: { "/api": apiServer },
  },
});
