import type { WebhookReplay } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { formatDateTime } from "../../../i18n/format-date-time";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin } from "../../../testing/users";
import {
  attemptFixture,
  deliveriesPage,
  deliveryDetailFixture,
  deliveryFixture,
  endpointFixture,
  siteDownBody,
} from "../testing/webhook-fixtures";

const url = "/administration/webhooks/41";
const endpointPath = "GET /webhooks/endpoints/41";
const deliveriesPath = "GET /webhooks/endpoints/41/deliveries";
const ok = (body: unknown) => ({ status: 200, body });

const delivered = deliveryFixture();
const failed = deliveryFixture({
  id: 9002,
  event_id: "msg_7Hs2LmQ0aZ",
  event_type: "ticket.opened",
  state: "failed",
  attempts: 8,
  last_status: null,
  delivered_at: null,
  created_at: "2026-11-28T08:00:00.000Z",
  last_attempt_at: "2026-11-29T11:40:00.000Z",
});
const failedDetail = deliveryDetailFixture(
  {
    request_body: JSON.stringify({ type: "ticket.opened", timestamp: "2026-11-28T08:00:00.000Z", data: { id: 7 } }),
    attempt_log: [
      attemptFixture({ attempt: 1, duration_ms: 15_000, response_status: null, response_head: "", error: "timeout" }),
      attemptFixture({ attempt: 2, duration_ms: 320, response_status: 503, response_head: "Service Unavailable" }),
      attemptFixture({
        attempt: 3,
        duration_ms: 4,
        response_status: null,
        response_head: "",
        error: "address_refused",
      }),
    ],
  },
  failed,
);

function signInOnEndpoint(answers: Parameters<typeof signInAs>[1] = {}) {
  return signInAs(testAdmin(), {
    [endpointPath]: ok(endpointFixture()),
    [deliveriesPath]: deliveriesPage([delivered, failed]),
    ...answers,
  });
}

/** The log's section, once its rows are drawn. */
async function theLog() {
  // The first screen of a file waits for its lazy chunks to be transformed: slow on a busy machine.
  const log = await screen.findByRole("region", { name: "Journal des livraisons" }, { timeout: 15_000 });
  await within(log).findByRole("button", { name: `Voir la livraison ${delivered.event_id}` });
  return within(log);
}

// The whole console renders: slower than a unit test on a busy machine.
describe("an endpoint's page (docs/webhooks.md#log)", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("heads with the address, the state, the health and the events chosen", async () => {
    signInOnEndpoint({
      [endpointPath]: ok(
        endpointFixture({
          enabled: false,
          disabled_reason: "failing",
          disabled_at: "2026-11-28T06:00:00.000Z",
          previous_secret_expires_at: "2026-11-30T09:00:00.000Z",
          health: {
            last_success_at: "2026-11-22T10:00:00.000Z",
            last_failure_at: "2026-11-28T06:00:00.000Z",
            failing_since: "2026-11-23T05:30:00.000Z",
            pending: 0,
            failed_last_day: 3,
          },
        }),
      ),
    });
    await renderApp(url);

    expect(
      await screen.findByRole("heading", { level: 1, name: "https://pms.belle-escale.example/hooks/ondine" }),
    ).toBeInTheDocument();
    expect(document.title).toBe("Point de terminaison de webhook · Ondine");
    expect(screen.getByText("Webhook de Hôtels Belle Escale")).toBeInTheDocument();
    expect(screen.getAllByText("Désactivé après 5 jours d'échecs").length).toBeGreaterThan(0);
    expect(screen.getByText(/a été désactivé le .* et ses responsables prévenus par e-mail/)).toBeInTheDocument();
    expect(
      screen.getByText(
        `Depuis le changement de secret, l'ancien signe encore jusqu'au ${formatDateTime("2026-11-30T09:00:00.000Z", "fr")}.`,
      ),
    ).toBeInTheDocument();
    const failingSince = screen.getByText("En échec depuis").closest("div") as HTMLElement;
    expect(failingSince).toHaveTextContent(formatDateTime("2026-11-23T05:30:00.000Z", "fr"));
    expect((screen.getByText("Échecs sur 24 h").closest("div") as HTMLElement).textContent).toContain("3");
    const events = within(screen.getByRole("region", { name: "Événements envoyés" }));
    expect(events.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Site hors service",
      "Site rétabli",
      "Ticket ouvert",
    ]);
    // A disabled endpoint is sent nothing, a test event neither.
    expect(screen.getByRole("button", { name: "Envoyer un événement de test" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Activer" })).toBeInTheDocument();
  });

  it("sends an endpoint that does not exist, or is another customer's, to the not-found page", async () => {
    signInAs(testAdmin(), { "GET /webhooks/endpoints/999": { status: 404, body: errorBody("NOT_FOUND") } });
    const { router } = await renderApp("/administration/webhooks/999");
    await expect.poll(() => router.state.location.pathname).toBe("/errors/not_found");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeInTheDocument();
  });

  it("lists the log with its columns, and filters it by state and by type", async () => {
    const api = signInOnEndpoint();
    await renderApp(url);
    const log = await theLog();
    expect(log.getAllByRole("columnheader").map((header) => header.textContent)).toEqual([
      "Événement",
      "Identifiant",
      "État",
      "Tentatives",
      "Dernier statut HTTP",
      "Créée le",
      "Prochaine tentative",
    ]);
    const failedRow = log
      .getByRole("button", { name: `Voir la livraison ${failed.event_id}` })
      .closest("tr") as HTMLElement;
    expect(within(failedRow).getByText("Ticket ouvert")).toBeInTheDocument();
    expect(within(failedRow).getByText("En échec")).toBeInTheDocument();
    expect(within(failedRow).getByText("8")).toBeInTheDocument();
    expect(within(failedRow).getByText(formatDateTime(failed.created_at, "fr"))).toBeInTheDocument();
    const deliveredRow = log.getByRole("button", { name: `Voir la livraison ${delivered.event_id}` }).closest("tr");
    expect(within(deliveredRow as HTMLElement).getByText("200")).toBeInTheDocument();
    expect(api.callsTo(deliveriesPath)[0]?.query.get("page")).toBe("1");

    api.answer(deliveriesPath, (call) =>
      deliveriesPage(
        [delivered, failed].filter(
          (delivery) =>
            (call.query.get("state") ?? delivery.state) === delivery.state &&
            (call.query.get("event_type") ?? delivery.event_type) === delivery.event_type,
        ),
      ),
    );
    const events = userEvent.setup();
    await events.click(log.getByRole("combobox", { name: "État" }));
    await events.click(await screen.findByRole("option", { name: "En échec" }));
    await waitFor(() =>
      expect(log.queryByRole("button", { name: `Voir la livraison ${delivered.event_id}` })).not.toBeInTheDocument(),
    );
    expect(api.callsTo(deliveriesPath).at(-1)?.query.get("state")).toBe("failed");

    await events.click(log.getByRole("combobox", { name: "Type d'événement" }));
    await events.click(await screen.findByRole("option", { name: "Site hors service" }));
    expect(await log.findByText("Aucune livraison ne correspond")).toBeInTheDocument();
    const last = api.callsTo(deliveriesPath).at(-1);
    expect(last?.query.get("event_type")).toBe("site.down");
    expect(last?.query.get("state")).toBe("failed");
  });

  it("pages through the log, 50 deliveries a page", async () => {
    const api = signInOnEndpoint({
      [deliveriesPath]: (call) =>
        call.query.get("page") === "2" ? deliveriesPage([failed], 2, 2) : deliveriesPage([delivered], 1, 2),
    });
    await renderApp(url);
    const log = await theLog();
    await userEvent.setup().click(log.getByRole("button", { name: "Page suivante" }));
    expect(await log.findByRole("button", { name: `Voir la livraison ${failed.event_id}` })).toBeInTheDocument();
    expect(api.callsTo(deliveriesPath).at(-1)?.query.get("page")).toBe("2");
  });

  it("opens a delivery on its request body and every attempt, each failure explained", async () => {
    signInOnEndpoint({ "GET /webhooks/endpoints/41/deliveries/9002": ok(failedDetail) });
    await renderApp(url);
    const log = await theLog();
    await userEvent.setup().click(log.getByRole("button", { name: `Voir la livraison ${failed.event_id}` }));

    const drawer = within(await screen.findByRole("dialog", { name: "Livraison : Ticket ouvert" }));
    const body = await drawer.findByLabelText("Corps de la requête");
    // Indented, as JSON.stringify(…, null, 2) writes it.
    expect(body.textContent).toBe(
      JSON.stringify({ type: "ticket.opened", timestamp: "2026-11-28T08:00:00.000Z", data: { id: 7 } }, null, 2),
    );
    expect(body).toHaveAttribute("tabindex", "0");
    expect(drawer.getByText(failed.event_id)).toBeInTheDocument();

    const attempts = drawer.getAllByRole("listitem");
    expect(attempts).toHaveLength(3);
    const [first, second, third] = attempts as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText("Tentative 1")).toBeInTheDocument();
    expect(within(first).getByText("Aucune réponse")).toBeInTheDocument();
    expect(
      within(first).getByText("Délai dépassé : le destinataire n'a pas répondu en 15 secondes."),
    ).toBeInTheDocument();
    expect(within(first).getByText(/, en 15 s$/)).toBeInTheDocument();
    expect(within(second).getByText("HTTP 503")).toBeInTheDocument();
    expect(
      within(second).getByText("Le destinataire a répondu 503 : seule une réponse 2xx compte comme livrée."),
    ).toBeInTheDocument();
    expect(within(second).getByLabelText("Début de la réponse")).toHaveTextContent("Service Unavailable");
    expect(within(second).getByText(/, en 320 ms$/)).toBeInTheDocument();
    expect(within(third).getByText(/^Adresse refusée/)).toBeInTheDocument();
  });

  it("replays one delivery from its detail", async () => {
    const api = signInOnEndpoint({
      "GET /webhooks/endpoints/41/deliveries/9002": ok(failedDetail),
      "POST /webhooks/endpoints/41/deliveries/9002/replay": { status: 202, body: { queued: 1 } },
    });
    await renderApp(url);
    const log = await theLog();
    const events = userEvent.setup();
    await events.click(log.getByRole("button", { name: `Voir la livraison ${failed.event_id}` }));
    const drawer = within(await screen.findByRole("dialog", { name: "Livraison : Ticket ouvert" }));
    const logReads = api.callsTo(deliveriesPath).length;
    await events.click(await drawer.findByRole("button", { name: "Renvoyer" }));

    expect(
      await screen.findByText("Livraison remise en file d'attente : elle repart maintenant, avec le même identifiant."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /webhooks/endpoints/41/deliveries/9002/replay")).toHaveLength(1);
    // The log is read again: the delivery's state follows.
    await waitFor(() => expect(api.callsTo(deliveriesPath).length).toBeGreaterThan(logReads));
  });

  it("offers no replay for a delivery being sent, and one for a delivery waiting for its next retry", async () => {
    const sending = deliveryFixture({
      id: 9003,
      event_id: "msg_Wa1t1ngNow",
      state: "sending",
      delivered_at: null,
      last_status: null,
    });
    const waiting = deliveryFixture({
      id: 9004,
      event_id: "msg_R3tryLater",
      state: "pending",
      delivered_at: null,
      last_status: 503,
    });
    signInOnEndpoint({
      [deliveriesPath]: deliveriesPage([delivered, sending, waiting]),
      "GET /webhooks/endpoints/41/deliveries/9003": ok(deliveryDetailFixture({ attempt_log: [] }, sending)),
      "GET /webhooks/endpoints/41/deliveries/9004": ok(deliveryDetailFixture({ attempt_log: [] }, waiting)),
    });
    await renderApp(url);
    const log = await theLog();
    const user = userEvent.setup();
    await user.click(log.getByRole("button", { name: `Voir la livraison ${sending.event_id}` }));
    const drawer = within(await screen.findByRole("dialog", { name: "Livraison : Site hors service" }));
    expect(await drawer.findByText("Aucune tentative pour l'instant.")).toBeInTheDocument();
    expect(drawer.queryByRole("button", { name: "Renvoyer" })).not.toBeInTheDocument();
    expect(drawer.getByLabelText("Corps de la requête").textContent).toBe(
      JSON.stringify(JSON.parse(siteDownBody), null, 2),
    );
    await user.keyboard("{Escape}");
    // Its receiver fixed, its owner need not wait hours for the schedule: it is sent at once.
    await user.click(log.getByRole("button", { name: `Voir la livraison ${waiting.event_id}` }));
    const waitingDrawer = within(await screen.findByRole("dialog", { name: "Livraison : Site hors service" }));
    expect(await waitingDrawer.findByRole("button", { name: "Renvoyer" })).toBeInTheDocument();
  });

  it("replays every failed delivery since a moment, 24 hours ago unless chosen, and says how many", async () => {
    const api = signInOnEndpoint({ "POST /webhooks/endpoints/41/replay": { status: 202, body: { queued: 3 } } });
    await renderApp(url);
    await theLog();
    const events = userEvent.setup();
    await events.click(screen.getByRole("button", { name: "Renvoyer les échecs depuis…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Renvoyer les livraisons en échec" }));
    expect(dialog.getByText(/\(10 000 au plus à la fois\)/)).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: /^Depuis/ })).toBeInTheDocument();
    const before = Date.now();
    await events.click(dialog.getByRole("button", { name: "Renvoyer" }));

    expect(await screen.findByText("3 livraisons remises en file d'attente.")).toBeInTheDocument();
    const replayed = api.callsTo("POST /webhooks/endpoints/41/replay");
    expect(replayed).toHaveLength(1);
    const since = (replayed[0]?.body as WebhookReplay | undefined)?.since ?? "";
    // The picker keeps minutes: 24 hours ago, to the minute.
    expect(Math.abs(new Date(since).getTime() - (before - 24 * 3_600_000))).toBeLessThan(2 * 60_000);
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Renvoyer les livraisons en échec" })).not.toBeInTheDocument(),
    );
  });

  it("sends a test event", async () => {
    const api = signInOnEndpoint({ "POST /webhooks/endpoints/41/test": { status: 202, body: { queued: 1 } } });
    await renderApp(url);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Envoyer un événement de test" }));
    expect(
      await screen.findByText(
        "Événement de test en file d'attente : il apparaîtra dans le journal dans quelques secondes.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /webhooks/endpoints/41/test")).toHaveLength(1);
  });

  it("changes the secret after saying the previous one signs 24 hours more, then shows the new one once", async () => {
    const rotated = "whsec_R0tat3dS3cr3tV4lu3ForT3st1ngOnly00";
    const api = signInOnEndpoint({
      "POST /webhooks/endpoints/41/secret": {
        status: 200,
        body: {
          endpoint: endpointFixture({ previous_secret_expires_at: "2026-11-30T14:00:00.000Z" }),
          secret: rotated,
        },
      },
    });
    await renderApp(url);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Changer de secret" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Changer le secret de signature ?" }));
    expect(confirm.getByText(/Pendant 24 heures, l'ancien continuera de signer/)).toBeInTheDocument();
    expect(api.callsTo("POST /webhooks/endpoints/41/secret")).toHaveLength(0);
    await events.click(confirm.getByRole("button", { name: "Changer de secret" }));

    const shown = within(await screen.findByRole("dialog", { name: "Nouveau secret de signature" }));
    expect(shown.getByLabelText("Secret de signature")).toHaveTextContent(rotated);
    expect(shown.getByText(/L'ancien secret signe encore pendant 24 heures/)).toBeInTheDocument();
    expect(api.callsTo("POST /webhooks/endpoints/41/secret")).toHaveLength(1);
    await events.click(shown.getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByText(rotated)).not.toBeInTheDocument());
  });

  it("disables and edits the endpoint, sending only what changed", async () => {
    const api = signInOnEndpoint({
      "PATCH /webhooks/endpoints/41": (call) => ok(endpointFixture(call.body as object)),
    });
    await renderApp(url);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Désactiver" }));
    expect(await screen.findByText("Point de terminaison désactivé.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /webhooks/endpoints/41")[0]?.body).toEqual({ enabled: false });

    await events.click(screen.getByRole("button", { name: "Modifier" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Modifier le point de terminaison" }));
    expect(dialog.getByRole("checkbox", { name: "Ticket ouvert" })).toBeChecked();
    await events.click(dialog.getByRole("checkbox", { name: "Réponse à un ticket" }));
    await events.click(dialog.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByText("Point de terminaison enregistré.")).toBeInTheDocument();
    expect(api.callsTo("PATCH /webhooks/endpoints/41")[1]?.body).toEqual({
      url: "https://pms.belle-escale.example/hooks/ondine",
      description: "Logiciel de réception",
      event_types: ["site.down", "site.recovered", "ticket.opened", "ticket.replied"],
    });
  });

  it("deletes the endpoint once confirmed, back to the list", async () => {
    const api = signInOnEndpoint({
      "DELETE /webhooks/endpoints/41": { status: 204 },
      "GET /webhooks/endpoints": ok({ endpoints: [] }),
    });
    const { router } = await renderApp(url);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Supprimer" }));
    const confirm = within(await screen.findByRole("dialog", { name: "Supprimer le point de terminaison ?" }));
    expect(confirm.getByText(/cette action est définitive/)).toBeInTheDocument();
    await events.click(confirm.getByRole("button", { name: "Supprimer" }));

    await expect.poll(() => router.state.location.pathname).toBe("/administration/webhooks");
    expect(await screen.findByText("Point de terminaison supprimé.")).toBeInTheDocument();
    expect(api.callsTo("DELETE /webhooks/endpoints/41")).toHaveLength(1);
  });

  it("reads the log again every 5 seconds while a delivery is pending, and stops once none is", async () => {
    const sending = deliveryFixture({ id: 9004, event_id: "msg_Pend1ng", state: "sending", delivered_at: null });
    let reads = 0;
    const api = signInOnEndpoint({
      [deliveriesPath]: () => {
        reads += 1;
        return deliveriesPage([reads === 1 ? sending : { ...sending, state: "delivered", last_status: 204 }]);
      },
    });
    await renderApp(url);
    const log = within(await screen.findByRole("region", { name: "Journal des livraisons" }));
    const rows = within(await log.findByRole("table"));
    expect(await rows.findByText("Envoi en cours")).toBeInTheDocument();
    expect(
      log.getByText("Des livraisons sont en cours : le journal se met à jour toutes les 5 secondes."),
    ).toBeInTheDocument();
    expect(await rows.findByText("Livrée", {}, { timeout: 8_000 })).toBeInTheDocument();
    expect(log.queryByText(/se met à jour toutes les 5 secondes/)).not.toBeInTheDocument();
    const settled = api.callsTo(deliveriesPath).length;
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(api.callsTo(deliveriesPath)).toHaveLength(settled);
  });
});
