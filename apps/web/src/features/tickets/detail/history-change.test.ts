import type { TicketHistoryEntry } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { i18n } from "../../../i18n/i18n";
import { loadConsoleCatalogue } from "../../../i18n/load-catalogue";
import { historyChange, peopleOfTicket } from "./history-change";
import { deskTicket, hugo, ines } from "./testing/ticket-detail-fixtures";

const entry = (action: TicketHistoryEntry["action"], details: Record<string, unknown>): TicketHistoryEntry => ({
  id: 1,
  action,
  actor: hugo,
  details,
  at: "2026-11-20T09:00:00.000Z",
});

describe("a history entry's change", () => {
  it("names statuses, kinds and assignees (recorded by id) in the interface language", async () => {
    await applyLanguage("en");
    await loadConsoleCatalogue();
    const t = i18n.t.bind(i18n);
    const people = peopleOfTicket(deskTicket(), [ines]);

    expect(historyChange(entry("reopened", { from: 4, to: 2 }), t, people)).toEqual({ from: "Resolved", to: "Open" });
    expect(historyChange(entry("kind", { from: "technical", to: "pos" }), t, people)).toEqual({
      from: "Technical",
      to: "Point of sale",
    });
    expect(historyChange(entry("assigned", { from: hugo.id, to: ines.id }), t, people)).toEqual({
      from: "Hugo Leroy",
      to: "Inès Garnier",
    });
    expect(historyChange(entry("assigned", { from: ines.id, to: null }), t, [])).toEqual({ from: "#4", to: "Nobody" });
    expect(historyChange(entry("replied", {}), t, people)).toBeNull();
  });
});
