import { ingestBatchSchema } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { countIngestItems } from "./ingest-item-counts";

describe("countIngestItems", () => {
  it("counts each sent section's items, accepted and rejected, and leaves the empty ones out", () => {
    const batch = ingestBatchSchema.parse({ traffic: [{}, {}, {}], speedtests: [{}] });
    const counts = countIngestItems(batch, {
      batch_id: null,
      accepted: 2,
      rejected: [
        { section: "traffic", index: 1, reason: "site_not_allowed", errors: {} },
        { section: "speedtests", index: 0, reason: "invalid", errors: {} },
      ],
    });
    expect(counts).toEqual([
      { kind: "traffic", accepted: 2, rejected: 1 },
      { kind: "speedtests", accepted: 0, rejected: 1 },
    ]);
  });
});
