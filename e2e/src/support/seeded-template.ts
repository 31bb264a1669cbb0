import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { TestProject } from "vitest/node";

const repositoryRoot = resolve(import.meta.dirname, "../../..");

declare module "vitest" {
  export interface ProvidedContext {
    /** An embedded database seeded with the demo data once for the run; each journey file serves a copy. */
    seededTemplateDir: string;
  }
}

/**
 * Vitest's global setup for the journeys: seeds the demo data once (as `npm start` does on a fresh
 * machine) into a folder each file copies, instead of every file seeding its own (about 20 s each on
 * a busy 2-core machine). The demo data's dates are relative to the seeding: a run lasts minutes.
 */
export default function seedTemplateOnce(project: TestProject): () => void {
  const templateDir = mkdtempSync(join(tmpdir(), "ondine-e2e-template-"));
  const { DATABASE_URL: _ignored, ...callerEnv } = process.env;
  const seed = spawnSync("node", ["tools/dist/seed.js", "--if-empty"], {
    cwd: repositoryRoot,
    env: { ...callerEnv, DATA_DIR: templateDir, LOG_LEVEL: "warn" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`Seeding the journeys' database failed:\n${seed.stdout}${seed.stderr}`);
  project.provide("seededTemplateDir", templateDir);
  return () => rmSync(templateDir, { recursive: true, force: true });
}
