import { type IngestBatch, type IngestBatchAnswer, type IngestSection, ingestSections } from "@ondine/domain";

/** The items of one section of a batch: how many were stored (or already there), how many refused. */
export type IngestItemCount = { kind: IngestSection; accepted: number; rejected: number };

/**
 * A batch's items by section, from what was sent and what the answer
 * refused (each rejection names its section), for the metrics (items a
 * second by kind). Sections the batch left empty are left out.
 */
export function countIngestItems(batch: IngestBatch, answer: IngestBatchAnswer): IngestItemCount[] {
  const rejectedBySection = new Map<IngestSection, number>();
  for (const { section } of answer.rejected) {
    rejectedBySection.set(section, (rejectedBySection.get(section) ?? 0) + 1);
  }
  return ingestSections
    .filter((section) => batch[section].length > 0)
    .map((kind) => {
      const rejected = rejectedBySection.get(kind) ?? 0;
      return { kind, accepted: batch[kind].length - rejected, rejected };
    });
}
