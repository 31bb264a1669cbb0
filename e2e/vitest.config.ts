import { defineConfig } from "vitest/config";
import { LongestJourneysFirst } from "./src/support/longest-journeys-first";

// Browser journeys against the built console on a fresh database. Three files at a time: each
// starts its own server and browser, and one file kept about half a core busy (its steps wait on
// the page), so two on two cores took 812 to 893 s where one at a time took 1,569 s, and three
// 577 s (docs/performance.md "CI time").
export default defineConfig({
  test: {
    name: "e2e",
    include: ["src/**/*.e2e.test.ts"],
    setupFiles: ["src/support/setup.ts"],
    globalSetup: ["src/support/seeded-template.ts"],
    environment: "node",
    fileParallelism: true,
    maxWorkers: 3,
    // The longest files first (journey-durations.json): a clean clone has no timings of its own,
    // and Vitest's order by size started the longest journey last.
    sequence: { sequencer: LongestJourneysFirst },
    // The files share their modules (`isolate: false`): Playwright, axe-core, the server's database
    // code and the simulator are imported once for the run, 13 s in all, where one file alone
    // spends about 13 s importing them (docs/architecture.md "Tools and tests"). Each file still
    // starts its own console server and browser (support/console-for-file.ts).
    isolate: false,
    // Twice the limits that sufficed on a quiet machine: a CI machine ran every step twice as slow
    // (2026-12-01), and a test that passes there must not fail on its clock.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // Pages settle in their own time, more slowly when the two cores are busy.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
