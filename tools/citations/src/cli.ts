import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { checkCitations, formatProblem } from "./check-citations";

// `npm run check:citations [-- <repository root>]`: fails, listing each
// file:line, on a citation that cannot be followed (./check-citations.ts).

const root = resolve(process.argv[2] ?? ".");
const files = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" }).split("\0").filter(Boolean);
const readFile = (path: string) => {
  const absolute = resolve(root, path);
  return existsSync(absolute) ? readFileSync(absolute, "utf8") : undefined;
};

const problems = checkCitations(files, readFile);
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length > 0) {
  console.error(`${problems.length} citation(s) cannot be followed (docs/product.md, tools/citations).`);
  process.exit(1);
}
console.log(`Citations: every one of ${files.length} tracked files cites what exists.`);
