import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { locationsSearchAnswers, maintenanceEvent, searchAnswer } from "../testing/monitoring-fixtures";

const eventsUser = () => testUser({ granted: ["events"] });

interface EventsSearch {
  from: number;
  size: number;
  sort: unknown;
  query: { bool: { filter: Record<string, Record<string, unknown>>[] } };
}

const filtersOf = (body: unknown) => (body as EventsSearch).query.bool.filter;

// The whole console renders: slower than a unit test on a busy machine.
describe("incidents page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the site's incidents of the last 3 months with translated badges", async () => {
    const api = signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": searchAnswer([
        maintenanceEvent(),
        maintenanceEvent({
          id: 42,
          kind: "scheduled_work",
          state: "closed",
          criticality: "blocking",
          description: "Remplacement du commutateur",
          cause: null,
          ticket_id: null,
          closed_at: "2026-11-21T10:00:00.000Z",
          interventions_count: 0,
        }),
      ]),
    });
    await renderApp("/network/status/events?location_site=5");

    const row = (await screen.findByText("Coupure de la ligne fibre principale")).closest("tr") as HTMLElement;
    for (const text of ["Incident", "Majeure", "Ouvert", "Cause : Travaux de voirie", "Ticket TCK-2291", "2"]) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    const closed = screen.getByText("Remplacement du commutateur").closest("tr") as HTMLElement;
    for (const text of ["Travaux programmés", "Bloquante", "Clos"]) {
      expect(within(closed).getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText("2 incidents")).toBeInTheDocument();
    expect(screen.getByText(/^Mis à jour à /)).toBeInTheDocument();

    const search = api.callsTo("POST /es_proxy/maintenance_events/_search")[0]?.body as EventsSearch;
    expect(search.sort).toEqual([{ opened_at: { order: "desc" } }]);
    expect(search.query.bool.filter).toEqual([{ term: { site_id: 5 } }, { range: { opened_at: { gte: "now-3M/d" } } }]);
  });

  it("filters by state, criticality and kind, and reads an organism's incidents", async () => {
    const api = signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": searchAnswer([maintenanceEvent()]),
    });
    await renderApp("/network/status/events?location_organism=7");
    await screen.findByText("Coupure de la ligne fibre principale");

    const events = userEvent.setup();
    await events.selectOptions(screen.getByRole("combobox", { name: "État" }), "Ouvert");
    await events.selectOptions(screen.getByRole("combobox", { name: "Criticité" }), "Urgente");
    await events.selectOptions(screen.getByRole("combobox", { name: "Type" }), "Incident");
    await expect.poll(() => api.callsTo("POST /es_proxy/maintenance_events/_search").length).toBe(4);

    const last = api.callsTo("POST /es_proxy/maintenance_events/_search").at(-1)?.body;
    expect(filtersOf(last)).toEqual([
      { term: { organism_id: 7 } },
      { range: { opened_at: { gte: "now-3M/d" } } },
      { term: { state: "opened" } },
      { term: { criticality: "urgent" } },
      { term: { kind: "incident" } },
    ]);

    await events.selectOptions(screen.getByRole("combobox", { name: "État" }), "Tous");
    await expect.poll(() => api.callsTo("POST /es_proxy/maintenance_events/_search").length).toBe(5);
    expect(filtersOf(api.callsTo("POST /es_proxy/maintenance_events/_search").at(-1)?.body)).not.toContainEqual({
      term: { state: "opened" },
    });
  });

  it("pages through many incidents", async () => {
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": (call) =>
        (call.body as EventsSearch).from === 20
          ? searchAnswer([maintenanceEvent({ id: 77, description: "Second page" })], 21)
          : searchAnswer([maintenanceEvent()], 21),
    });
    await renderApp("/network/status/events?location_site=5");
    await screen.findByText("21 incidents");
    await userEvent.setup().click(screen.getByRole("button", { name: "Page suivante" }));
    expect(await screen.findByText("Second page")).toBeInTheDocument();
  });

  it("says when there is no incident, and when they cannot be read", async () => {
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": searchAnswer([]),
    });
    const { unmount } = await renderApp("/network/status/events?location_site=5");
    expect(await screen.findByText("Aucun incident")).toBeInTheDocument();
    unmount();

    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": { status: 403, body: errorBody("NOT_ALLOWED") },
    });
    await renderApp("/network/status/events?location_site=5");
    expect(await screen.findByText("Les incidents n'ont pas pu être lus.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
  });

  it("says under its title which location the list is filtered to", async () => {
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_events/_search": searchAnswer([], 0),
    });
    await renderApp("/network/status/events?location_site=5");

    expect(await screen.findByText("Lieu : Hôtel Belle Escale Nantes")).toBeInTheDocument();
  });
});
