import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { anchorsOf, checkCitations, formatProblem, headingSlug } from "./check-citations";

/** Checks a small repository given as path → text, as `npm run check:citations` would. */
function check(tree: Record<string, string>): string[] {
  return checkCitations(Object.keys(tree), (path) => tree[path]).map(formatProblem);
}

const product = [
  "# The product",
  '<a id="codes-limits"></a>',
  "## Figures of the codes",
  "## Errors",
  "## Errors",
].join("\n");

describe("anchors of a markdown file", () => {
  it("are the explicit ids and the headings' GitHub slugs, repeated ones numbered", () => {
    expect([...anchorsOf(product)].sort()).toEqual(
      ["codes-limits", "errors", "errors-1", "figures-of-the-codes", "the-product"].sort(),
    );
  });

  it("slug a heading as GitHub does", () => {
    expect(headingSlug("Search proxy: `POST /es_proxy` (v2)")).toBe("search-proxy-post-es_proxy-v2");
    expect(headingSlug("Organisms, sites, buildings")).toBe("organisms-sites-buildings");
  });

  it("ignore headings inside fenced code", () => {
    expect(anchorsOf("```sh\n# not a heading\n```").has("not-a-heading")).toBe(false);
  });
});

describe("the citation checker", () => {
  it("passes citations of existing anchors, from code and from inside docs/", () => {
    expect(
      check({
        "docs/product.md": product,
        "apps/web/src/a.ts": "// At most 1,000 (docs/product.md#codes-limits); docs/product.md#errors-1 too.",
        "docs/codes.md": "See product.md#figures-of-the-codes and [the figures](product.md#codes-limits).",
      }),
    ).toEqual([]);
  });

  it("fails on an anchor that does not exist, with its file and line", () => {
    expect(
      check({
        "docs/product.md": product,
        "packages/domain/src/b.ts": "const a = 1;\n/** See docs/product.md#codes-validation. */",
        "docs/iot.md": "Intro\n\nAs product.md#iot-limits says.",
      }),
    ).toEqual([
      'packages/domain/src/b.ts:2: cites docs/product.md#codes-validation: docs/product.md has no anchor "codes-validation"',
      'docs/iot.md:3: cites product.md#iot-limits: docs/product.md has no anchor "iot-limits"',
    ]);
  });

  it("fails on a docs file that does not exist", () => {
    expect(check({ "README.md": "Read docs/nowhere.md#intro first." })).toEqual([
      "README.md:1: cites docs/nowhere.md#intro: docs/nowhere.md does not exist",
    ]);
  });

  it("fails on every citation of a text outside the repository", () => {
    const section = ["SPEC", "§5"].join(" ");
    const design = ["DESIGN.md", '"Tenancy"'].join(" ");
    const issue = ["issue", "19"].join(" ");
    expect(
      check({
        "apps/server/src/c.ts": `// ${section}: the amount.\n// Scoped (${design}).\n// Added by ${issue}.`,
      }),
    ).toEqual([
      "apps/server/src/c.ts:1: cites a section of SPEC (outside the repository): cite docs/product.md#<anchor> instead",
      "apps/server/src/c.ts:2: cites DESIGN (outside the repository): cite docs/architecture.md or docs/decisions.md instead",
      "apps/server/src/c.ts:3: cites an issue by number: say what was meant, or cite the docs that hold it",
    ]);
  });

  it("fails on a section named alone, but not on another standard's", () => {
    expect(
      check({
        "docs/a.md":
          "Both readings (§5).\nRanges ordered by q (RFC 9110 §12.5.4); OIDC Core §5.4; Namespaces in XML §6.2.",
      }),
    ).toEqual(["docs/a.md:1: cites a section of SPEC (outside the repository): cite docs/product.md#<anchor> instead"]);
  });

  it("reads sources, docs and settings only, and never the lock file", () => {
    const section = ["SPEC", "§9"].join(" ");
    expect(
      check({
        "package-lock.json": section,
        "apps/web/public/notes.txt": section,
        "apps/web/src/d.tsx": section,
        "tools/x.mjs": section,
        "e.json": section,
      }).map((problem) => problem.split(":")[0]),
    ).toEqual(["apps/web/src/d.tsx", "tools/x.mjs", "e.json"]);
  });
});

describe("npm run check:citations", () => {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  /** A git repository holding `tree`, every file tracked. */
  function repository(tree: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), "citations-"));
    roots.push(root);
    for (const [path, text] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    execFileSync("git", ["init", "-q"], { cwd: root });
    execFileSync("git", ["add", "."], { cwd: root });
    return root;
  }

  /** Runs the command line on a repository: its exit status and what it wrote. */
  function run(root: string): { status: number; output: string } {
    const cli = resolve(import.meta.dirname, "cli.ts");
    try {
      const output = execFileSync(process.execPath, ["--import", "tsx", cli, root], {
        encoding: "utf8",
        stdio: "pipe",
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, output: failed.stderr };
    }
  }

  it("lists each file:line and exits 1 on a broken citation, 0 when every one holds", () => {
    const broken = repository({ "docs/product.md": product, "src/a.ts": "// docs/product.md#iot-limits" });
    expect(run(broken)).toEqual({
      status: 1,
      output: expect.stringContaining("src/a.ts:1: cites docs/product.md#iot-limits: docs/product.md has no anchor"),
    });
    const sound = repository({ "docs/product.md": product, "src/a.ts": "// docs/product.md#codes-limits" });
    expect(run(sound).status).toBe(0);
  }, 30_000);
});
