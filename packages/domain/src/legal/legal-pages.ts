import { z } from "zod";

// Terms, privacy and legal notice (docs/legal.md): texts an operator replaces
// without a build, read by the console signed in or out.

export const legalPages = ["terms", "privacy", "legal"] as const;
export type LegalPage = (typeof legalPages)[number];

/** `GET /api/legal/{page}?language=`: the page's Markdown in the language asked, or the nearest one kept. */
export const legalPageAnswerSchema = z.object({
  page: z.enum(legalPages),
  /** The language of the text served (the one asked, else English, else French). */
  language: z.string(),
  markdown: z.string(),
  /** When the file was last changed. */
  updated_at: z.iso.datetime({ offset: true }),
});
export type LegalPageAnswer = z.infer<typeof legalPageAnswerSchema>;

/** A content file is at most this long: a page, not a book (the server refuses to serve more). */
export const legalPageMaxBytes = 200_000;
