import Papa from "papaparse";
import { decodeImportBytes, hasEncodingDamage } from "./import-text";
import {
  type PrivateImportEncoding,
  type PrivateImportFileProblem,
  type PrivateImportLineProblem,
  type PrivateImportSeparator,
  privateWifiLimits,
} from "./private-wifi-codes";
import { privateSpaceNameKey, tidyPrivateSpaceName } from "./space-name";

// The CSV import's one reading (docs/private-wifi.md#import): the console's
// preview and the server's write both call previewPrivateImport on the same
// bytes, so what the preview shows is what the write does, all or nothing.

/** One data line of the file, as it would be created, and what stops it. */
export interface PrivateImportLine {
  /** The line's row in a spreadsheet, the header's being 1 (blank rows counted, a quoted cell's line breaks not). */
  line: number;
  name: string;
  comment: string;
  problems: PrivateImportLineProblem[];
}

export interface PrivateImportPreview {
  encoding: PrivateImportEncoding;
  separator: PrivateImportSeparator;
  /** The header's other columns, left out, as written. */
  ignoredColumns: string[];
  lines: PrivateImportLine[];
  /** Lines with no problem: what the import creates when no line has one. */
  creatable: number;
  /** Lines with at least one problem: the import writes nothing while any is left. */
  withProblems: number;
}

export type PrivateImportReading =
  | { ok: true; preview: PrivateImportPreview }
  | { ok: false; problem: PrivateImportFileProblem };

export interface PrivateImportSite {
  /** The comparison keys of the names already on the site (privateSpaceNameKey). */
  takenNameKeys: ReadonlySet<string>;
  /** How many more keys the site may hold (its limit minus its live keys). */
  freeKeys: number;
}

/** A header cell as compared: accents dropped, lower case, trimmed (" Commentaire" is not "comment"; " Comment " is). */
function headerKey(cell: string): string {
  return privateSpaceNameKey(cell.replace(/^\ufeff/, ""));
}

/**
 * The separator the header line uses: `;` (what a French spreadsheet writes)
 * unless the header holds more commas. Read off the header alone, since a
 * comment may hold either.
 */
function separatorOf(text: string): PrivateImportSeparator {
  const headerLine = text.trimStart().split(/\r?\n/, 1)[0] ?? "";
  const count = (separator: string) => headerLine.split(separator).length - 1;
  return count(",") > count(";") ? "," : ";";
}

/** Reads the file and checks every line against the file and the site. */
export function previewPrivateImport(bytes: Uint8Array, site: PrivateImportSite): PrivateImportReading {
  if (bytes.length > privateWifiLimits.importMaxBytes) return { ok: false, problem: "too_large" };
  const { text, encoding } = decodeImportBytes(bytes);
  if (text.trim() === "") return { ok: false, problem: "empty" };
  // Blank records are kept while numbering, so a line's number is its row in a spreadsheet (a quoted cell's
  // line breaks do not count), then left out.
  const separator = separatorOf(text);
  const parsed = Papa.parse(text, { delimiter: separator, skipEmptyLines: false });
  const records = parsed.data
    .map((cells, index) => ({ cells, line: index + 1 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const [headerRecord, ...rows] = records;
  if (!headerRecord) return { ok: false, problem: "empty" };
  const header = headerRecord.cells;
  const keys = header.map(headerKey);
  const nameColumn = keys.indexOf("name");
  if (nameColumn < 0) return { ok: false, problem: "no_name_column" };
  if (rows.length > privateWifiLimits.importMaxLines) return { ok: false, problem: "too_many_lines" };
  const commentColumn = keys.indexOf("comment");
  const ignoredColumns = header.filter((_, index) => index !== nameColumn && index !== commentColumn);

  const seen = new Set<string>();
  let creatableSoFar = 0;
  const lines = rows.map(({ cells: row, line }): PrivateImportLine => {
    const rawName = row[nameColumn] ?? "";
    const rawComment = commentColumn >= 0 ? (row[commentColumn] ?? "") : "";
    const name = tidyPrivateSpaceName(rawName);
    const comment = rawComment.trim();
    const problems: PrivateImportLineProblem[] = [];
    if (hasEncodingDamage(rawName) || hasEncodingDamage(rawComment)) problems.push("bad_encoding");
    if (name === "") problems.push("name_missing");
    if (name.length > privateWifiLimits.nameMaxLength) problems.push("name_too_long");
    if (comment.length > privateWifiLimits.commentMaxLength) problems.push("comment_too_long");
    const key = privateSpaceNameKey(name);
    if (name !== "") {
      if (seen.has(key)) problems.push("name_repeated");
      else if (site.takenNameKeys.has(key)) problems.push("name_taken");
      seen.add(key);
    }
    if (problems.length === 0) {
      if (creatableSoFar >= site.freeKeys) problems.push("over_key_limit");
      else creatableSoFar += 1;
    }
    return { line, name, comment, problems };
  });
  const withProblems = lines.filter((line) => line.problems.length > 0).length;
  return {
    ok: true,
    preview: {
      encoding,
      separator,
      ignoredColumns,
      lines,
      creatable: lines.length - withProblems,
      withProblems,
    },
  };
}
