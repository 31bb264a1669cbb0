import type { WebhookEndpointCreate } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { locationsAnswer, signInAs, testAdmin, testLocations, testUser } from "../../../testing/users";
import { endpointFixture } from "../testing/webhook-fixtures";

const url = "/administration/webhooks";
const receiver = "https://pms.campus-horizon.example/hooks/ondine";
const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

/** "Add an endpoint", then the creation dialog. */
async function openCreation() {
  const events = userEvent.setup();
  await events.click(
    (await screen.findAllByRole("button", { name: "Ajouter un point de terminaison" }))[0] as HTMLElement,
  );
  const dialog = within(await screen.findByRole("dialog", { name: "Ajouter un point de terminaison" }));
  return { events, dialog };
}

async function chooseOrganism(
  events: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  name: string,
) {
  await events.click(dialog.getByRole("combobox", { name: /^Organisme/ }));
  await events.click(await screen.findByRole("option", { name }));
}

/** Pasted rather than typed key by key: the same events for the form, a fraction of the time in jsdom. */
async function fill(events: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await events.clear(field);
  await events.click(field);
  await events.paste(text);
}

const urlField = (dialog: ReturnType<typeof within>) => dialog.getByRole("textbox", { name: /^Adresse \(URL\)/ });
const create = (dialog: ReturnType<typeof within>) =>
  dialog.getByRole("button", { name: "Créer le point de terminaison" });

// The whole console renders: slower than a unit test on a busy machine.
describe("creating an endpoint (docs/webhooks.md#endpoints)", { timeout: 60_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("refuses an address that is no https URL before anything is sent", async () => {
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": { status: 200, body: { endpoints: [] } } });
    await renderApp(url);
    const { events, dialog } = await openCreation();
    await chooseOrganism(events, dialog, "Campus Horizon Résidences");
    await events.click(dialog.getByRole("checkbox", { name: "Site hors service" }));

    await fill(events, urlField(dialog), "pms.example/hook");
    await events.click(create(dialog));
    expect(
      await dialog.findByText("Saisissez une adresse complète, par exemple https://exemple.fr/webhooks (sans « # »)."),
    ).toBeInTheDocument();
    expect(urlField(dialog)).toHaveAttribute("aria-invalid", "true");
    // The first field at fault takes the focus.
    await waitFor(() => expect(urlField(dialog)).toHaveFocus());

    await fill(events, urlField(dialog), "ftp://pms.example/hook");
    await events.click(create(dialog));
    expect(await dialog.findByText("L'adresse doit commencer par https://.")).toBeInTheDocument();

    await fill(events, urlField(dialog), "https://admin:secret@pms.example/hook");
    await events.click(create(dialog));
    expect(await dialog.findByText(/Retirez l'identifiant et le mot de passe/)).toBeInTheDocument();
    expect(api.callsTo("POST /webhooks/endpoints")).toHaveLength(0);
  });

  it("asks for one event at least, and chooses a whole family at once", async () => {
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": { status: 200, body: { endpoints: [] } } });
    await renderApp(url);
    const { events, dialog } = await openCreation();
    await chooseOrganism(events, dialog, "Campus Horizon Résidences");
    await fill(events, urlField(dialog), receiver);
    await events.click(create(dialog));

    expect(await dialog.findByText("Choisissez au moins un événement.")).toBeInTheDocument();
    expect(dialog.getByRole("checkbox", { name: "Site hors service" })).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST /webhooks/endpoints")).toHaveLength(0);

    // Each type in plain words, under its family.
    const sites = within(dialog.getByRole("group", { name: "Sites" }));
    expect(sites.getByRole("checkbox", { name: "Site dégradé" })).toHaveAccessibleDescription(
      expect.stringContaining("Le site fonctionne encore, mais mal"),
    );
    await events.click(sites.getByRole("checkbox", { name: "Tout sélectionner : Sites" }));
    for (const name of ["Site hors service", "Site dégradé", "Site rétabli"])
      expect(sites.getByRole("checkbox", { name })).toBeChecked();
    expect(dialog.getByRole("checkbox", { name: "Ticket ouvert" })).not.toBeChecked();
    expect(dialog.queryByText("Choisissez au moins un événement.")).not.toBeInTheDocument();

    await events.click(sites.getByRole("checkbox", { name: "Site dégradé" }));
    expect(sites.getByRole("checkbox", { name: "Tout sélectionner : Sites" })).not.toBeChecked();
  });

  it("shows the server's refusal under its field, keeping everything typed", async () => {
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": { status: 200, body: { endpoints: [] } } });
    api.answer("POST /webhooks/endpoints", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", { errors: { url: ["webhooks.errors.address_refused"] } }),
    });
    await renderApp(url);
    const { events, dialog } = await openCreation();
    await chooseOrganism(events, dialog, "Campus Horizon Résidences");
    await fill(events, urlField(dialog), "https://intranet.campus-horizon.example/hook");
    await events.type(dialog.getByRole("textbox", { name: "Description" }), "Réservations");
    await events.click(dialog.getByRole("checkbox", { name: "Ticket ouvert" }));
    await events.click(create(dialog));

    const refusal = await dialog.findByText(
      "Cette adresse mène à un réseau privé ou réservé : les webhooks ne peuvent pas y être envoyés.",
    );
    expect(urlField(dialog)).toHaveAttribute("aria-invalid", "true");
    expect(urlField(dialog)).toHaveAccessibleDescription(expect.stringContaining(refusal.textContent ?? ""));
    expect(dialog.getByRole("alert")).toHaveTextContent("Corrigez les champs signalés.");
    expect(urlField(dialog)).toHaveValue("https://intranet.campus-horizon.example/hook");
    expect(dialog.getByRole("textbox", { name: "Description" })).toHaveValue("Réservations");
    expect(dialog.getByRole("checkbox", { name: "Ticket ouvert" })).toBeChecked();
    expect(dialog.getByRole("combobox", { name: /^Organisme/ })).toHaveValue("Campus Horizon Résidences");
  });

  it("says above the form why an organism cannot take one more endpoint", async () => {
    const organism = testLocations.filter((location) => location.organism_id === 3);
    const api = signInAs(testUser({ granted: ["api"] }), {
      "POST /es_proxy/locations/_search": locationsAnswer(organism),
      "GET /webhooks/endpoints": { status: 200, body: { endpoints: [] } },
      "POST /webhooks/endpoints": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { organism_id: ["webhooks.errors.too_many_endpoints"] } }),
      },
    });
    await renderApp(url);
    const { events, dialog } = await openCreation();
    // One organism: nothing to choose.
    expect(dialog.queryByRole("combobox", { name: /^Organisme/ })).not.toBeInTheDocument();
    expect(dialog.getByText("Organisme : Hôtels Belle Escale")).toBeInTheDocument();
    await fill(events, urlField(dialog), receiver);
    await events.click(dialog.getByRole("checkbox", { name: "Annonce publiée" }));
    await events.click(create(dialog));

    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Cet organisme a déjà 20 points de terminaison, le maximum. Supprimez-en un pour en ajouter un autre.",
    );
    expect(api.callsTo("POST /webhooks/endpoints")[0]?.body).toMatchObject({ organism_id: 3 });
  });

  it("sends the endpoint, then shows its secret once with the verification lines", async () => {
    const created = endpointFixture({
      id: 77,
      organism_id: 5,
      organism_name: "Campus Horizon Résidences",
      url: receiver,
      description: "Réservations",
      event_types: ["site.down", "site.degraded", "site.recovered", "code.used"],
    });
    const api = signInAs(testAdmin(), { "GET /webhooks/endpoints": { status: 200, body: { endpoints: [] } } });
    api.answer("POST /webhooks/endpoints", () => {
      api.answer("GET /webhooks/endpoints", { status: 200, body: { endpoints: [created] } });
      return { status: 201, body: { endpoint: created, secret } };
    });
    await renderApp(url);
    const { events, dialog } = await openCreation();
    await chooseOrganism(events, dialog, "Campus Horizon Résidences");
    await fill(events, urlField(dialog), `  ${receiver}  `);
    await events.type(dialog.getByRole("textbox", { name: "Description" }), "Réservations");
    await events.click(dialog.getByRole("checkbox", { name: "Code d'accès utilisé" }));
    await events.click(dialog.getByRole("checkbox", { name: "Tout sélectionner : Sites" }));
    await events.click(create(dialog));

    const secretDialog = within(
      await screen.findByRole("dialog", { name: "Point de terminaison créé : son secret de signature" }),
    );
    const body = api.callsTo("POST /webhooks/endpoints")[0]?.body as WebhookEndpointCreate;
    expect(body).toEqual({
      organism_id: 5,
      url: receiver,
      description: "Réservations",
      event_types: ["code.used", "site.degraded", "site.down", "site.recovered"],
      enabled: true,
    });
    expect(secretDialog.getByText(secret)).toBeInTheDocument();
    expect(secretDialog.getByText(secret)).toHaveAccessibleName("Secret de signature");
    expect(secretDialog.getByText(/il ne sera plus jamais affiché/)).toBeInTheDocument();
    expect(secretDialog.getByRole("button", { name: "Copier le secret" })).toBeInTheDocument();
    const snippet = secretDialog.getByLabelText("Exemple de vérification");
    expect(snippet).toHaveTextContent('import { Webhook } from "standardwebhooks";');
    expect(snippet).toHaveTextContent("new Webhook(process.env.ONDINE_WEBHOOK_SECRET)");
    expect(snippet).toHaveTextContent("webhook.verify(rawBody, request.headers)");
    // The creation's dialog made way for the secret's.
    expect(screen.queryByRole("dialog", { name: "Ajouter un point de terminaison" })).not.toBeInTheDocument();

    await events.click(secretDialog.getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByText(secret)).not.toBeInTheDocument());
    // The list shows the new endpoint; the secret is nowhere to be read again.
    expect(await screen.findByRole("link", { name: receiver })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(secret);
  });
});
