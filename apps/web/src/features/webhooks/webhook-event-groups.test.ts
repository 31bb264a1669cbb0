import { webhookEventTypes } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { webhookEventGroups, withGroupChosen } from "./webhook-event-groups";

const [sites, codes] = webhookEventGroups;

describe("the form's event groups", () => {
  it("hold every type of the catalogue once", () => {
    const grouped = webhookEventGroups.flatMap((group) => group.types);
    expect([...grouped].sort()).toEqual([...webhookEventTypes].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it("choose or drop a whole group, keeping the other choices", () => {
    if (!sites || !codes) throw new Error("groups missing");
    expect(withGroupChosen(["ticket.opened"], sites, true)).toEqual([
      "site.down",
      "site.degraded",
      "site.recovered",
      "ticket.opened",
    ]);
    expect(withGroupChosen(["site.down", "code.used", "ticket.opened"], codes, false)).toEqual([
      "site.down",
      "ticket.opened",
    ]);
    expect(withGroupChosen(["site.down"], sites, true)).toEqual(["site.down", "site.degraded", "site.recovered"]);
  });
});
