import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { serverSettingNames } from "@ondine/server/config";
import { describe, expect, it } from "vitest";
import { simulatorSettingNames } from "../../simulate/src/simulator-settings";
import { firstColumnUnder } from "./markdown-table";

// README "Scripts" and "Settings" must list exactly what package.json and the
// settings schemas define (STYLE: a README listing every script and setting).

const root = resolve(import.meta.dirname, "../../..");
const readme = readFileSync(resolve(root, "README.md"), "utf8");
const readJson = (path: string) => JSON.parse(readFileSync(resolve(root, path), "utf8")) as { scripts: object };

/** `npm start` → start, `npm run seed -- [...]` → seed; other commands (`bash .ci/run`, `-w` ones) are kept whole. */
function scriptOf(command: string): string {
  const [tool, verb, name] = command.split(" ");
  if (tool !== "npm") return command;
  if (verb === "run" && name && !command.includes(" -w ")) return name;
  if (verb === "start" || verb === "test") return verb;
  return command;
}

/** Variables that only tests, e2e and CI read, each with the file that reads it. */
const testOnlySettings: Record<string, string> = {
  TEST_DATABASE_URL: "apps/server/src/test/test-database.ts",
  TEST_DATABASE_DIRECT_URL: "apps/server/src/test/test-database.ts",
  TEST_REPLICA_URL: "apps/server/src/db/replica.test.ts",
  CHROMIUM_PATH: "e2e/src/support/browser.ts",
  E2E_SCREENSHOTS_DIR: "e2e/src/support/screen-check.ts",
  E2E_SCREENSHOTS: "e2e/src/support/screen-check.ts",
  PG_ADMIN_URL: "tools/ci/postgres-database.mjs",
};

describe("README", () => {
  it("lists every root script of package.json, and no other", () => {
    const listed = firstColumnUnder(readme, "Scripts").map(scriptOf);
    const otherCommands = ["bash .ci/run", "npm run dev -w @ondine/web"];
    // CI's own scripts (docs/operations.md) are listed too, each naming a file that exists.
    const ciScripts = listed.filter((command) => command.startsWith("bash tools/ci/"));
    for (const command of ciScripts) expect(existsSync(resolve(root, command.split(" ")[1] ?? "")), command).toBe(true);
    expect(listed.filter((command) => !otherCommands.includes(command) && !ciScripts.includes(command)).sort()).toEqual(
      Object.keys(readJson("package.json").scripts).sort(),
    );
    expect(Object.keys(readJson("apps/web/package.json").scripts)).toContain("dev");
  });

  it("lists every setting the server, the simulator, the tests and CI read, and no other", () => {
    const listed = firstColumnUnder(readme, "Settings");
    expect(listed.sort()).toEqual(
      [...serverSettingNames, ...simulatorSettingNames, ...Object.keys(testOnlySettings)].sort(),
    );
    for (const [name, file] of Object.entries(testOnlySettings)) {
      expect(readFileSync(resolve(root, file), "utf8"), `${file} reads ${name}`).toContain(name);
    }
  });
});
