import { readFileSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";

// Writes journey-durations.json (support/longest-journeys-first.ts) from a Vitest JSON report:
//   E2E_SCREENSHOTS=off npx vitest run --reporter=default --reporter=json --outputFile.json=REPORT
//   npm run durations -w @ondine/e2e -- REPORT

type Report = { testResults: { name: string; startTime: number; endTime: number }[] };

const reportPath = process.argv[2];
if (!reportPath) {
  console.error("Usage: npm run durations -w @ondine/e2e -- <Vitest JSON report>");
  process.exit(2);
}
const e2eRoot = resolve(import.meta.dirname, "../..");
const report = JSON.parse(readFileSync(resolve(process.env.INIT_CWD ?? process.cwd(), reportPath), "utf8")) as Report;
const durations = Object.fromEntries(
  report.testResults
    .map((file) => [relative(e2eRoot, file.name), Math.round((file.endTime - file.startTime) / 1000)] as const)
    .sort(([, a], [, b]) => b - a),
);
writeFileSync(resolve(e2eRoot, "journey-durations.json"), `${JSON.stringify(durations, null, 2)}\n`);
console.info(`journey-durations.json: ${Object.keys(durations).length} files`);
