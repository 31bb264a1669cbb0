import {
  type PrivateImportFileProblem,
  type PrivateImportLineProblem,
  type PrivateImportPreviewAnswer,
  type PrivateImportReading,
  type PrivateWifiSiteFigures,
  previewPrivateImport,
  privateImportPreviewSchema,
  privateWifiLimits,
} from "@ondine/domain";
import type { TFunction } from "i18next";
import { isApiError } from "../../../api/api-error";
import { formatByteSize } from "../../../i18n/format-number";

/** How many more keys the site may hold: its limit less the keys it holds (docs/private-wifi.md#commands). */
export function freeKeysOf(figures: PrivateWifiSiteFigures): number {
  return Math.max(0, figures.key_limit - figures.keys_in_use);
}

/**
 * The browser's reading of the file's bytes (docs/private-wifi.md#import),
 * the function the server runs, against the site's free keys; the names
 * already on the site are the server's to know (its preview adds them).
 */
export function readImportFile(bytes: Uint8Array, figures: PrivateWifiSiteFigures): PrivateImportReading {
  return previewPrivateImport(bytes, { takenNameKeys: new Set(), freeKeys: freeKeysOf(figures) });
}

/** The browser's reading in the shape the server's preview answers. */
export function previewAnswerOf(
  reading: Extract<PrivateImportReading, { ok: true }>,
  figures: PrivateWifiSiteFigures,
): PrivateImportPreviewAnswer {
  const { preview } = reading;
  return {
    encoding: preview.encoding,
    separator: preview.separator,
    ignored_columns: preview.ignoredColumns,
    lines: preview.lines,
    creatable: preview.creatable,
    with_problems: preview.withProblems,
    key_limit: figures.key_limit,
    keys_in_use: figures.keys_in_use,
  };
}

/** The preview an import refused for a line at fault answers with (its 422's `preview`), if it is one. */
export function refusedImportPreview(error: unknown): PrivateImportPreviewAnswer | undefined {
  if (!isApiError(error)) return undefined;
  const parsed = privateImportPreviewSchema.safeParse(error.details.preview);
  return parsed.success ? parsed.data : undefined;
}

/** A line's problem in words, with the limit it passed. */
export function lineProblemText(problem: PrivateImportLineProblem, t: TFunction): string {
  const max =
    problem === "name_too_long"
      ? privateWifiLimits.nameMaxLength
      : problem === "comment_too_long"
        ? privateWifiLimits.commentMaxLength
        : undefined;
  return t(`privateWifi.import.problems.${problem}`, max === undefined ? {} : { max });
}

/** Why the whole file cannot be read, in words, with the limit it passed. */
export function fileProblemText(problem: PrivateImportFileProblem, t: TFunction): string {
  const max =
    problem === "too_large"
      ? formatByteSize(privateWifiLimits.importMaxBytes)
      : problem === "too_many_lines"
        ? privateWifiLimits.importMaxLines
        : undefined;
  return t(`privateWifi.import.fileProblems.${problem}`, max === undefined ? {} : { max });
}
