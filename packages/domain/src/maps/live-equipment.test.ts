import { describe, expect, it } from "vitest";
import { liveEquipmentQuerySchema, liveEquipmentResumeHeadersSchema } from "./live-equipment";

describe("the live map's resume point", () => {
  it("reads a change id from the query or the Last-Event-ID header, blank as absent", () => {
    expect(liveEquipmentQuerySchema.parse({ since: "42" })).toEqual({ since: 42 });
    expect(liveEquipmentQuerySchema.parse({ since: "0" })).toEqual({ since: 0 });
    expect(liveEquipmentQuerySchema.parse({ since: "" })).toEqual({ since: undefined });
    expect(liveEquipmentQuerySchema.parse({})).toEqual({ since: undefined });
    // Change ids are bigints: past 2^31, unlike row ids.
    expect(liveEquipmentResumeHeadersSchema.parse({ "last-event-id": "3000000000" })).toEqual({
      "last-event-id": 3_000_000_000,
    });
  });

  it("refuses what is no change id", () => {
    for (const since of ["-1", "1.5", "abc", "9007199254740993"]) {
      const result = liveEquipmentQuerySchema.safeParse({ since });
      expect(result.success, since).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("formErrors.invalid");
    }
  });
});
