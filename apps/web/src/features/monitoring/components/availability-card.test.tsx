import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { availabilityHistory } from "../testing/monitoring-fixtures";
import { AvailabilityCard } from "./availability-card";

function renderCard(language: "en" | "fr" = "en") {
  return renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <AvailabilityCard siteId={5} />
    </QueryClientProvider>,
    language,
  );
}

describe("a site's availability card (docs/alerts.md#availability)", { timeout: 20_000 }, () => {
  it("shows each month's availability in the interface language, rounded down, and the unmeasured month", async () => {
    const api = mockApi({ "GET /monitoring/sites/5/availability": { status: 200, body: availabilityHistory() } });
    await renderCard("fr");

    const september = await screen.findByRole("group", { name: "septembre 2026" });
    // 98.765 % reads 98,7 %, never rounded up.
    expect(within(september).getByText(/^98,7\s%$/)).toBeInTheDocument();
    expect(within(september).getByText("Hors service 12 h")).toBeInTheDocument();
    const october = screen.getByRole("group", { name: "octobre 2026" });
    expect(within(october).getByText(/^100\s%$/)).toBeInTheDocument();
    expect(within(october).getByText("Aucune interruption")).toBeInTheDocument();
    expect(within(screen.getByRole("group", { name: "novembre 2026" })).getByText("Non mesurée")).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo("GET /monitoring/sites/5/availability")[0]?.query ?? [])).toEqual({
      months: "3",
    });
  });

  it("draws the level over the period, silent mode hatched, with the changes listed in words", async () => {
    mockApi({ "GET /monitoring/sites/5/availability": { status: 200, body: availabilityHistory() } });
    await renderCard();

    // The period's ends in the user's time zone: the days themselves depend on it.
    const band = await screen.findByRole("img", {
      name: /^Site level from .+ 2026 to .+ 2026; the changes are listed below\.$/,
    });
    const spans = [...band.children] as HTMLElement[];
    expect(spans.map((span) => [span.dataset.level, span.dataset.muted ?? null])).toEqual([
      ["up", null],
      ["down", null],
      ["up", null],
      ["down", "true"],
      ["up", null],
    ]);
    // A day of the 91 days and one hour (October's change of clocks) of the period.
    expect(Number.parseFloat(spans[1]?.style.width ?? "")).toBeCloseTo((100 * 24) / (91 * 24 + 1), 5);
    expect(spans[3]?.style.background).toBe("");

    const changes = screen.getByText("Level changes (5)").closest("details") as HTMLElement;
    const items = within(changes).getAllByRole("listitem", { hidden: true });
    expect(items[0]).toHaveTextContent(/Oct 12, 2026.* · Up$/);
    expect(items[1]).toHaveTextContent(/Oct 5, 2026.* · Down \(Silent mode\) · Its network has not reported/);
    expect(items[3]).toHaveTextContent(/Sep 15, 2026.* · Down · None of its Internet lines answers\./);
  });

  it("says when the site has no availability recorded yet", async () => {
    mockApi({
      "GET /monitoring/sites/5/availability": { status: 200, body: availabilityHistory({ events: [], months: [] }) },
    });
    await renderCard();
    expect(await screen.findByText("No availability recorded yet")).toBeInTheDocument();
  });
});
