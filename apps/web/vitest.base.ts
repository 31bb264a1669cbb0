import react from "@vitejs/plugin-react";
import type { UserWorkspaceConfig } from "vitest/config";

/** What both web projects share: React, jsdom and the setup run before each file. */
export const webTestBase = {
  plugins: [react()],
  test: {
    // vite/: the build's own plugins and chunk plan.
    include: ["src/**/*.test.{ts,tsx}", "vite/**/*.test.ts"],
    environment: "jsdom",
    setupFiles: ["./src/testing/setup-tests.ts"],
    // Screen tests render the whole console in jsdom: several seconds each on a loaded 2-core machine.
    testTimeout: 20_000,
  },
} satisfies UserWorkspaceConfig;
