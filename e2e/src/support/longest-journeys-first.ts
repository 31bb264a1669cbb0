import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const e2eRoot = resolve(import.meta.dirname, "../..");

/**
 * Each journey file's time when it last ran alone, in seconds
 * (`journey-durations.json`, written from a run's JSON report by
 * `npm run durations -w @ondine/e2e -- REPORT`).
 */
function readDurations(): Record<string, number> {
  return JSON.parse(readFileSync(resolve(e2eRoot, "journey-durations.json"), "utf8")) as Record<string, number>;
}

/**
 * Starts the longest journeys first, so that the last file to start is a
 * short one. Vitest's own order puts files it has no timing for by size, and
 * a clean clone (CI) has none: the shell journey, a small file and the longest,
 * started last and ran alone for minutes after the others had ended
 * (docs/performance.md "CI time"). A file the list does not name runs first,
 * as Vitest runs a file it does not know.
 */
export class LongestJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const durations = readDurations();
    const durationOf = (file: TestSpecification) =>
      durations[relative(e2eRoot, file.moduleId)] ?? Number.MAX_SAFE_INTEGER;
    return [...files].sort((a, b) => durationOf(b) - durationOf(a));
  }
}
