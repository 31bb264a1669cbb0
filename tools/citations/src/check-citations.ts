import { dirname, posix } from "node:path";

/**
 * Citations that a reader of the repository can follow. Comments, tests and
 * docs cite the product by anchor (`docs/product.md#codes-limits`, or
 * `product.md#codes-limits` from inside `docs/`); such a citation must name a
 * file and an anchor that exist. A citation of a text outside the repository
 * (the original specification's sections, its design notes, an issue's
 * number) cannot be followed at all, so none may remain.
 */

/** One citation that cannot be followed, at its 1-based line. */
export interface CitationProblem {
  file: string;
  line: number;
  message: string;
}

/**
 * The tracked files the checker reads: sources, docs and settings, not the
 * lock file, nor the checker's own folder, which names the citations it refuses.
 */
export function isCheckedFile(path: string): boolean {
  return (
    /\.(ts|tsx|mjs|cjs|md|json)$/.test(path) &&
    !path.endsWith("package-lock.json") &&
    !path.startsWith("tools/citations/")
  );
}

/**
 * The GitHub slug of a heading: lower case, punctuation other than hyphens
 * and underscores dropped, spaces made hyphens. A repeated slug takes `-1`,
 * `-2`... as GitHub numbers them.
 */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor of a markdown text: explicit `id="..."` attributes and the headings' slugs. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const match of markdown.matchAll(/\bid="([^"]+)"/g)) anchors.add(match[1] ?? "");
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = headingSlug(heading[1] ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** The texts no reader can follow from the repository, each with what to write instead. */
const outsideCitations: { pattern: RegExp; message: string }[] = [
  {
    // A bare one-digit section (`§9`) continues a citation of the spec; other standards' sections
    // (RFC 9110 §12.5.4, OIDC Core §5.4, XML §6.2) are left alone.
    pattern: /\bSPEC §|(?<!(?:RFC \d+|Core|XML) )(?<![\w.§])§[1-9](?!\d|\.\d)/,
    message: "cites a section of SPEC (outside the repository): cite docs/product.md#<anchor> instead",
  },
  {
    pattern: /\bDESIGN\b/,
    message: "cites DESIGN (outside the repository): cite docs/architecture.md or docs/decisions.md instead",
  },
  {
    pattern: /\b[Ii]ssue #?\d+/,
    message: "cites an issue by number: say what was meant, or cite the docs that hold it",
  },
];

/** `docs/<file>.md#<anchor>` anywhere; inside `docs/`, also `<file>.md#<anchor>` relative to it. */
const docCitation = /(?<![\w./-])((?:docs\/)?)([\w-]+)\.md#([\w-]+)/g;

/**
 * The problems of one file's text. `anchorsOfDoc` gives the anchors of a
 * `docs/` file by its repository path, or undefined when there is no such file.
 */
export function citationProblems(
  file: string,
  text: string,
  anchorsOfDoc: (docPath: string) => Set<string> | undefined,
): CitationProblem[] {
  const problems: CitationProblem[] = [];
  const inDocs = dirname(file) === "docs";
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    for (const { pattern, message } of outsideCitations) {
      if (pattern.test(content)) problems.push({ file, line, message });
    }
    for (const match of content.matchAll(docCitation)) {
      const [cited, prefix, name, anchor] = match;
      if (!prefix && !inDocs) continue;
      const docPath = posix.join("docs", `${name}.md`);
      const anchors = anchorsOfDoc(docPath);
      if (!anchors) problems.push({ file, line, message: `cites ${cited}: ${docPath} does not exist` });
      else if (!anchors.has(anchor ?? "")) {
        problems.push({ file, line, message: `cites ${cited}: ${docPath} has no anchor "${anchor}"` });
      }
    }
  });
  return problems;
}

/** Reads files of a repository by their repository path; undefined when a file is absent. */
export type ReadFile = (path: string) => string | undefined;

/** The problems of every checked file among `files`, in order. */
export function checkCitations(files: readonly string[], readFile: ReadFile): CitationProblem[] {
  const anchorCache = new Map<string, Set<string> | undefined>();
  const anchorsOfDoc = (docPath: string) => {
    if (!anchorCache.has(docPath)) {
      const text = readFile(docPath);
      anchorCache.set(docPath, text === undefined ? undefined : anchorsOf(text));
    }
    return anchorCache.get(docPath);
  };
  return files.filter(isCheckedFile).flatMap((file) => citationProblems(file, readFile(file) ?? "", anchorsOfDoc));
}

/** A problem as the terminal shows it, `file:line: message`. */
export function formatProblem(problem: CitationProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}
