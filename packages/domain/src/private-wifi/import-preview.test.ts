import { describe, expect, it } from "vitest";
import { type PrivateImportSite, previewPrivateImport } from "./import-preview";
import { privateWifiLimits } from "./private-wifi-codes";

/** UTF-8 bytes (the domain's tests have no TextEncoder): encodeURIComponent's %XX, and the characters it leaves. */
function utf8(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const [, escaped, plain] of encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|([^%])/g)) {
    bytes.push(escaped ? Number.parseInt(escaped, 16) : (plain ?? "").charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}
/** Latin-1 bytes: each character's code point (all below 256 here). */
const latin1 = (text: string) => Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
const emptySite: PrivateImportSite = { takenNameKeys: new Set(), freeKeys: 5000 };

function preview(bytes: Uint8Array, site: PrivateImportSite = emptySite) {
  const reading = previewPrivateImport(bytes, site);
  if (!reading.ok) throw new Error(`unreadable: ${reading.problem}`);
  return reading.preview;
}

describe("reading a private Wi-Fi import (docs/private-wifi.md#import)", () => {
  it("reads UTF-8 with ; and a comment column, in any case and with accents", () => {
    const result = preview(utf8("NAME;Commént;Étage\nChambre 101;Vue mer;1\nChambre 102;;1\n"));
    expect(result).toMatchObject({ encoding: "utf-8", separator: ";", ignoredColumns: ["Étage"], creatable: 2 });
    expect(result.lines).toEqual([
      { line: 2, name: "Chambre 101", comment: "Vue mer", problems: [] },
      { line: 3, name: "Chambre 102", comment: "", problems: [] },
    ]);
  });

  it("drops a byte-order mark, header included", () => {
    const result = preview(utf8("\ufeffname,comment\nA-12,Lease to June\n"));
    expect(result).toMatchObject({ encoding: "utf-8", separator: ",", ignoredColumns: [] });
    expect(result.lines[0]).toMatchObject({ name: "A-12", comment: "Lease to June" });
  });

  it("reads a file that is not UTF-8 as Latin-1", () => {
    const result = preview(latin1("name;comment\nChambre Hélène;Près de l'entrée\n"));
    expect(result.encoding).toBe("latin-1");
    expect(result.lines[0]).toMatchObject({ name: "Chambre Hélène", comment: "Près de l'entrée", problems: [] });
  });

  it("keeps separators and line breaks inside quoted fields, numbering lines as spreadsheet rows", () => {
    const result = preview(utf8('name,comment\n"Room 1, east","two\nlines"\n\n"Room ""2""",x\n'));
    expect(result.lines).toEqual([
      { line: 2, name: "Room 1, east", comment: "two\nlines", problems: [] },
      { line: 4, name: 'Room "2"', comment: "x", problems: [] },
    ]);
  });

  it("says each line's problem: missing, too long, repeated in the file, taken on the site, bad encoding", () => {
    const long = "x".repeat(privateWifiLimits.nameMaxLength + 1);
    const longComment = "y".repeat(privateWifiLimits.commentMaxLength + 1);
    const site = { takenNameKeys: new Set(["chambre 7"]), freeKeys: 100 };
    const result = preview(
      utf8(`name;comment\n;no name\n${long};\nOk;${longComment}\nRoom 3;\nroom  3;again\nCHAMBRE 7;\nBad\u0092name;\n`),
      site,
    );
    expect(result.lines.map((line) => [line.line, line.problems])).toEqual([
      [2, ["name_missing"]],
      [3, ["name_too_long"]],
      [4, ["comment_too_long"]],
      [5, []],
      [6, ["name_repeated"]],
      [7, ["name_taken"]],
      [8, ["bad_encoding"]],
    ]);
    expect(result).toMatchObject({ creatable: 1, withProblems: 6 });
  });

  it("compares names with accents and case aside", () => {
    const site = { takenNameKeys: new Set(["chambre helene"]), freeKeys: 10 };
    expect(preview(utf8("name\nChambre Hélène\n"), site).lines[0]?.problems).toEqual(["name_taken"]);
  });

  it("marks the lines past the site's free keys, counting only lines that would be created", () => {
    const result = preview(utf8("name\nA\n\nB\nA\nC\nD\n"), { takenNameKeys: new Set(), freeKeys: 2 });
    expect(result.lines.map((line) => [line.name, line.problems])).toEqual([
      ["A", []],
      ["B", []],
      ["A", ["name_repeated"]],
      ["C", ["over_key_limit"]],
      ["D", ["over_key_limit"]],
    ]);
  });

  it("refuses a file it cannot read at all", () => {
    expect(previewPrivateImport(utf8(""), emptySite)).toEqual({ ok: false, problem: "empty" });
    expect(previewPrivateImport(utf8(" \n\n"), emptySite)).toEqual({ ok: false, problem: "empty" });
    expect(previewPrivateImport(utf8("room;comment\nA;b\n"), emptySite)).toEqual({
      ok: false,
      problem: "no_name_column",
    });
    const tooMany = `name\n${Array.from({ length: privateWifiLimits.importMaxLines + 1 }, (_, index) => `R${index}`).join("\n")}`;
    expect(previewPrivateImport(utf8(tooMany), emptySite)).toEqual({ ok: false, problem: "too_many_lines" });
    const tooLarge = new Uint8Array(privateWifiLimits.importMaxBytes + 1).fill(0x41);
    expect(previewPrivateImport(tooLarge, emptySite)).toEqual({ ok: false, problem: "too_large" });
  });

  it("reads a file of the largest size in a time that grows with it, not faster", () => {
    const lines = Array.from({ length: privateWifiLimits.importMaxLines }, (_, index) => `Room ${index};"a, b"`);
    const result = preview(utf8(`name;comment\n${lines.join("\n")}`));
    expect(result.creatable).toBe(privateWifiLimits.importMaxLines);
  });
});
