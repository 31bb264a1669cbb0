import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";
import { locationsSearchAnswers, maintenanceIntervention, searchAnswer } from "../testing/monitoring-fixtures";

const eventsUser = () => testUser({ granted: ["events"] });

// The whole console renders: slower than a unit test on a busy machine.
describe("call-outs page", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the 10 latest interventions by date, without the wiby typology, within 3 months", async () => {
    const api = signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_interventions/_search": searchAnswer(
        [maintenanceIntervention(), maintenanceIntervention({ id: 92, state: "in_progress", hotspot: null })],
        14,
      ),
    });
    await renderApp("/network/status/callouts?location_site=5");

    const row = (await screen.findByText("HS-NTE-01")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Planifiée")).toBeInTheDocument();
    expect(within(row).getByText("Hôtel Belle Escale Nantes")).toBeInTheDocument();
    const second = within(screen.getByRole("table")).getByText("En cours").closest("tr") as HTMLElement;
    expect(within(second).getAllByRole("cell")[2]).toHaveTextContent("-");
    expect(screen.getByText("2 affichées sur 14 interventions")).toBeInTheDocument();
    expect(screen.getByText(/^Mis à jour à /)).toBeInTheDocument();

    expect(api.callsTo("POST /es_proxy/maintenance_interventions/_search")[0]?.body).toEqual({
      size: 10,
      track_total_hits: true,
      sort: [{ intervention_date: { order: "desc" } }],
      query: {
        bool: {
          filter: [{ term: { site_id: 5 } }, { range: { intervention_date: { gte: "now-3M/d" } } }],
          must_not: [{ term: { typology: "wiby" } }],
        },
      },
    });
  });

  it("lists the interventions planned ahead and counts them as the home does: planned, none in progress", async () => {
    const december = (id: number) =>
      maintenanceIntervention({ id, intervention_date: `2026-12-0${id}T09:00:00.000Z`, hotspot: `HS-${id}` });
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "GET /tickets_sf/kpis": {
        status: 200,
        body: { open: 0, intervention: 4, intervention_planned: 4, intervention_in_progress: 0 },
      },
      "POST /es_proxy/maintenance_interventions/_search": searchAnswer([1, 2, 3, 4].map(december), 4),
    });
    await renderApp("/network/status/callouts?location_site=5");

    expect(await screen.findByText("4 interventions planifiées · 0 en cours")).toBeInTheDocument();
    expect(within(screen.getByRole("table")).getAllByText("Planifiée")).toHaveLength(4);
    expect(screen.queryByText("Aucune intervention")).not.toBeInTheDocument();
  });

  it("filters by state", async () => {
    const api = signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_interventions/_search": searchAnswer([maintenanceIntervention()]),
    });
    await renderApp("/network/status/callouts?location_organism=7");
    await screen.findByText("HS-NTE-01");
    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "État" }), "Prise en charge");
    await expect.poll(() => api.callsTo("POST /es_proxy/maintenance_interventions/_search").length).toBe(2);
    const body = api.callsTo("POST /es_proxy/maintenance_interventions/_search")[1]?.body as {
      query: { bool: { filter: unknown[] } };
    };
    expect(body.query.bool.filter).toEqual([
      { term: { organism_id: 7 } },
      { range: { intervention_date: { gte: "now-3M/d" } } },
      { term: { state: "supported" } },
    ]);
  });

  it("says when there is no intervention, and when they cannot be read", async () => {
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_interventions/_search": searchAnswer([]),
    });
    const { unmount } = await renderApp("/network/status/callouts?location_site=5");
    expect(await screen.findByText("Aucune intervention")).toBeInTheDocument();
    unmount();

    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_interventions/_search": { status: 400, body: errorBody("WRONG_PARAMETERS") },
    });
    await renderApp("/network/status/callouts?location_site=5");
    expect(await screen.findByText("Les interventions n'ont pas pu être lues.")).toBeInTheDocument();
  });

  it("says under its title which location the list is filtered to", async () => {
    signInAs(eventsUser(), {
      ...locationsSearchAnswers(),
      "POST /es_proxy/maintenance_interventions/_search": searchAnswer([], 0),
    });
    await renderApp("/network/status/callouts?location_site=5");

    expect(await screen.findByText("Lieu : Hôtel Belle Escale Nantes")).toBeInTheDocument();
  });
});
