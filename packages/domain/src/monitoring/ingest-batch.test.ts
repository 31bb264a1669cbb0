import { describe, expect, it } from "vitest";
import { ingestBatchMaxItems, ingestBatchSchema } from "./ingest-batch";
import { ingestEquipmentStateSchema } from "./ingest-equipment-state";
import { ingestEslSchema } from "./ingest-esl";
import { ingestTrafficSampleSchema } from "./ingest-traffic";

describe("ingest schemas", () => {
  it("reads a traffic sample, keeping the stamp's instant", () => {
    const parsed = ingestTrafficSampleSchema.parse({
      site_id: 3,
      stamp: "2026-11-22T15:00:00.123+01:00",
      rx: 1000,
      tx: 20,
      active_users: 4,
    });
    expect(parsed.stamp.toISOString()).toBe("2026-11-22T14:00:00.123Z");
  });

  it("refuses a stamp without offset, a negative count and a fractional one", () => {
    const result = ingestTrafficSampleSchema.safeParse({
      site_id: 3,
      stamp: "2026-11-22T15:00:00",
      rx: -1,
      tx: 1.5,
      active_users: 4,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["stamp", "rx", "tx"]);
  });

  it("stores MAC addresses lower case with colons", () => {
    const parsed = ingestEquipmentStateSchema.parse({
      site_id: 1,
      mac: "AA-BB-CC-DD-EE-0F",
      is_reachable: true,
      connected_stations: 0,
      stamp: "2026-11-22T14:00:00Z",
    });
    expect(parsed.mac).toBe("aa:bb:cc:dd:ee:0f");
    expect(ingestEslSchema.parse({ site_id: 1, mac: "aa:bb:cc:dd:ee:10", label: "Shelf 4" })).toMatchObject({
      parent_mac: null,
      model: "ESL",
    });
  });

  it("takes missing sections as empty and caps the items of a batch", () => {
    expect(ingestBatchSchema.parse({ traffic: [{}] })).toMatchObject({ equipment_states: [], traffic: [{}] });
    const tooMany = { traffic: new Array(ingestBatchMaxItems + 1).fill({}) };
    expect(ingestBatchSchema.safeParse(tooMany).success).toBe(false);
  });
});
