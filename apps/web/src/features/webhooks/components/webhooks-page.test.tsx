import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { formatDateTime } from "../../../i18n/format-date-time";
import { errorBody } from "../../../testing/mock-api";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderApp } from "../../../testing/render-app";
import { locationsAnswer, signInAs, testAdmin, testLocations, testUser } from "../../../testing/users";
import { endpointFixture } from "../testing/webhook-fixtures";

const url = "/administration/webhooks";
const ok = (body: unknown) => ({ status: 200, body });

/** A healthy endpoint of Hôtels Belle Escale, a failing one, and one of Campus Horizon Résidences. */
const healthy = endpointFixture();
const failing = endpointFixture({
  id: 42,
  url: "https://crm.belle-escale.example/ondine",
  description: "",
  event_types: ["ticket.opened"],
  enabled: false,
  disabled_reason: "failing",
  disabled_at: "2026-11-28T06:00:00.000Z",
  health: {
    last_success_at: null,
    last_failure_at: "2026-11-28T06:00:00.000Z",
    failing_since: "2026-11-23T05:30:00.000Z",
    pending: 0,
    failed_last_day: 12,
  },
});
const campus = endpointFixture({
  id: 51,
  organism_id: 5,
  organism_name: "Campus Horizon Résidences",
  url: "https://residences.campus-horizon.example/hooks",
  description: "Réservations",
  event_types: ["site.down", "site.degraded", "site.recovered", "announcement.published"],
  health: {
    last_success_at: "2026-11-29T10:00:00.000Z",
    last_failure_at: null,
    failing_since: null,
    pending: 2,
    failed_last_day: 0,
  },
});

// The whole console renders: slower than a unit test on a busy machine.
describe("webhooks list (docs/webhooks.md#endpoints)", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is in the administration menu for admins and API holders, not for others", async () => {
    signInAs(testUser({ granted: ["api"] }), { "GET /webhooks/endpoints": ok({ endpoints: [] }) });
    const { unmount } = await renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Menu principal" });
    expect(await within(menu).findByRole("link", { name: "Webhooks" })).toHaveAttribute("href", url);
    unmount();

    signInAs(testUser({ granted: ["supervision", "accounts_create"] }));
    const { router } = await renderApp(url);
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    const otherMenu = await screen.findByRole("navigation", { name: "Menu principal" });
    await within(otherMenu).findByRole("link", { name: "Comptes" });
    expect(within(otherMenu).queryByRole("link", { name: "Webhooks" })).not.toBeInTheDocument();
  });

  it("lists the endpoints by organism, each with its events, state and health in the interface language", async () => {
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": ok({ endpoints: [healthy, failing, campus] }) });
    await renderApp(url);

    expect(await screen.findByRole("heading", { level: 1, name: "Webhooks" })).toBeInTheDocument();
    const belle = await screen.findByRole("region", { name: "Points de terminaison de Hôtels Belle Escale" });
    const campusTable = screen.getByRole("region", { name: "Points de terminaison de Campus Horizon Résidences" });
    // Organisms by name: Campus before Hôtels.
    const main = within(screen.getByRole("main"));
    expect(main.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Campus Horizon Résidences",
      "Hôtels Belle Escale",
    ]);
    expect(
      within(belle)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Adresse", "Événements", "État", "Santé"]);

    const healthyRow = within(belle).getByRole("link", { name: healthy.url }).closest("tr") as HTMLElement;
    expect(within(belle).getByRole("link", { name: healthy.url })).toHaveAttribute("href", `${url}/41`);
    expect(within(healthyRow).getByText("Logiciel de réception")).toBeInTheDocument();
    expect(within(healthyRow).getByText("3 événements")).toBeInTheDocument();
    expect(within(healthyRow).getByText("Activé")).toBeInTheDocument();
    expect(
      within(healthyRow).getByText(`Dernier succès : ${formatDateTime("2026-11-29T13:58:00.000Z", "fr")}`),
    ).toBeInTheDocument();
    expect(within(healthyRow).getByText("En attente : 0")).toBeInTheDocument();
    expect(within(healthyRow).getByText("Échecs sur 24 h : 0")).toBeInTheDocument();
    expect(within(healthyRow).queryByText(/En échec depuis/)).not.toBeInTheDocument();

    const failingRow = within(belle).getByRole("link", { name: failing.url }).closest("tr") as HTMLElement;
    expect(within(failingRow).getByText("1 événement")).toBeInTheDocument();
    expect(within(failingRow).getByText("Désactivé après 5 jours d'échecs")).toBeInTheDocument();
    expect(within(failingRow).getByText("Dernier succès : Jamais")).toBeInTheDocument();
    expect(
      within(failingRow).getByText(`En échec depuis : ${formatDateTime("2026-11-23T05:30:00.000Z", "fr")}`),
    ).toBeInTheDocument();
    expect(within(failingRow).getByText("Échecs sur 24 h : 12")).toBeInTheDocument();

    expect(within(campusTable).getByText("4 événements")).toBeInTheDocument();
    expect(within(campusTable).getByText("En attente : 2")).toBeInTheDocument();
    // Every organism's endpoints, in one call.
    expect(api.callsTo("GET /webhooks/endpoints")[0]?.query.get("organism_id")).toBeNull();
  });

  it("writes dates and numbers in the interface language, not the browser's", async () => {
    signInAs(testAdmin(), {
      "GET /webhooks/endpoints": ok({
        endpoints: [endpointFixture({ health: { ...healthy.health, failed_last_day: 1234 } })],
      }),
    });
    await renderApp(`${url}?lang=en`);
    expect(await screen.findByText("Failed in 24 h: 1,234")).toBeInTheDocument();
    expect(screen.getByText(`Last success: ${formatDateTime("2026-11-29T13:58:00.000Z", "en")}`)).toBeInTheDocument();
  });

  it("shows one organism's endpoints when the user picks it", async () => {
    const api = signInAs(testAdmin(), {
      "GET /webhooks/endpoints": (call) =>
        ok({ endpoints: call.query.get("organism_id") === "5" ? [campus] : [healthy, campus] }),
    });
    await renderApp(url);
    await screen.findByRole("link", { name: healthy.url });

    const events = userEvent.setup();
    await events.click(screen.getByRole("combobox", { name: "Organisme" }));
    await events.click(await screen.findByRole("option", { name: "Campus Horizon Résidences" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: healthy.url })).not.toBeInTheDocument());
    expect(screen.getByRole("link", { name: campus.url })).toBeInTheDocument();
    expect(api.callsTo("GET /webhooks/endpoints").at(-1)?.query.get("organism_id")).toBe("5");
  });

  it("explains what webhooks are when there is none, with the way to add one", async () => {
    signInAs(testAdmin(), { "GET /webhooks/endpoints": ok({ endpoints: [] }) });
    await renderApp(url);
    expect(await screen.findByText("Aucun point de terminaison pour l'instant")).toBeInTheDocument();
    expect(screen.getByText(/Un webhook envoie à l'adresse HTTPS de votre outil/)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Ajouter un point de terminaison" }).length).toBeGreaterThan(0);
  });

  it("says when the list cannot be read, and reads it again on demand", async () => {
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": { status: 403, body: errorBody("NOT_ALLOWED") } });
    await renderApp(url);
    expect(await screen.findByText("Les points de terminaison n'ont pas pu être chargés.")).toBeInTheDocument();
    expect(screen.getByText("Vous n'avez pas les droits nécessaires pour cette action.")).toBeInTheDocument();

    api.answer("GET /webhooks/endpoints", ok({ endpoints: [healthy] }));
    await userEvent.setup().click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("link", { name: healthy.url })).toBeInTheDocument();
  });

  it("tells an API holder assigned sites one by one why there is nothing to manage", async () => {
    const site = testLocations.find((location) => location.type === "Site");
    const api = signInAs(testUser({ granted: ["api"] }), {
      "POST /es_proxy/locations/_search": locationsAnswer(site ? [site] : []),
      "GET /webhooks/endpoints": ok({ endpoints: [] }),
    });
    await renderApp(url);
    expect(await screen.findByText("Aucun organisme à gérer")).toBeInTheDocument();
    expect(screen.getByText(/Un webhook transmet les événements de tout un organisme/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Ajouter un point de terminaison" })).not.toBeInTheDocument();
    expect(api.callsTo("GET /webhooks/endpoints")).toHaveLength(0);
  });

  it("turns the table into cards on a phone", async () => {
    onAPhone();
    signInAs(testAdmin(), { "GET /webhooks/endpoints": ok({ endpoints: [failing] }) });
    await renderApp(url);
    const link = await screen.findByRole("link", { name: failing.url });
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    const card = link.closest("li") as HTMLElement;
    expect(within(card).getByText("Désactivé après 5 jours d'échecs")).toBeInTheDocument();
    expect(within(card).getByText("Échecs sur 24 h : 12")).toBeInTheDocument();
  });
});
