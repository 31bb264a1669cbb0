import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { filesThatMockModules } from "../../vitest.mocking-files";

const projectRoot = join(import.meta.dirname, "../..");

// The web project shares modules between its files (vitest.config.ts): a file that mocks a module
// must run in the isolated project, or its mock may not apply, or may leak into the next file.
describe("web test files that mock a module", () => {
  it("are exactly the files the isolated project runs", () => {
    const mocking = readdirSync(join(projectRoot, "src"), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => join(projectRoot, "src", name))
      .filter((path) => path !== import.meta.filename)
      .filter((path) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(path, "utf8")))
      .map((path) => relative(projectRoot, path))
      .sort();
    expect(mocking).toEqual([...filesThatMockModules].sort());
  });
});
