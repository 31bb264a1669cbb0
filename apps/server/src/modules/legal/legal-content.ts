import type { FileHandle } from "node:fs/promises";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { fallbackLanguage, type Language, type LegalPage, legalPageMaxBytes } from "@ondine/domain";

// The texts of the terms, privacy and legal notice (docs/legal.md): `{page}.{language}.md`
// files under LEGAL_CONTENT_DIR, read from the disk on each call so that a replaced file is
// served at once. `page` and `language` come from closed lists (legalPages, supportedLanguages):
// a file name is never built from a request's own text.

/** The languages tried for a page, in order: the one asked, then English, then French (docs/legal.md). */
export function legalLanguagesFor(asked: Language): Language[] {
  return [...new Set<Language>([asked, fallbackLanguage, "fr"])];
}

export type LegalPageRead =
  | { kind: "found"; language: Language; markdown: string; updatedAt: Date }
  | { kind: "missing" }
  /** The first file found is longer than `legalPageMaxBytes`: refused rather than served. */
  | { kind: "too_large"; path: string; bytes: number };

/** The file of `page` in the first of `legalLanguagesFor(asked)` that has one. */
export async function readLegalPage(contentDir: string, page: LegalPage, asked: Language): Promise<LegalPageRead> {
  for (const language of legalLanguagesFor(asked)) {
    const path = join(contentDir, `${page}.${language}.md`);
    const file = await openIfPresent(path);
    if (!file) continue;
    try {
      // Size and date from the open file itself: a file replaced meanwhile cannot mix two versions.
      const stats = await file.stat();
      if (!stats.isFile()) continue;
      if (stats.size > legalPageMaxBytes) return { kind: "too_large", path, bytes: stats.size };
      const bytes = await file.readFile();
      // Written while we read: still bounded by what was actually read.
      if (bytes.length > legalPageMaxBytes) return { kind: "too_large", path, bytes: bytes.length };
      return { kind: "found", language, markdown: bytes.toString("utf8"), updatedAt: stats.mtime };
    } finally {
      await file.close();
    }
  }
  return { kind: "missing" };
}

async function openIfPresent(path: string): Promise<FileHandle | undefined> {
  try {
    return await open(path, "r");
  } catch (error) {
    if (isMissingFileError(error)) return undefined;
    throw error;
  }
}

function isMissingFileError(error: unknown): boolean {
  return error instanceof Error && "code" in error && (error.code === "ENOENT" || error.code === "ENOTDIR");
}
