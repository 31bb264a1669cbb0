import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    include: ["src/**/*.test.{ts,tsx}"],
    environment: "jsdom",
    setupFiles: ["./src/testing/setup-tests.ts"],
    // Screen tests render the whole console in jsdom: several seconds each on a loaded 2-core machine.
    testTimeout: 20_000,
  },
});
