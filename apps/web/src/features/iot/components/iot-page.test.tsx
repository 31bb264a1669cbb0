import type { IotCommandRecord } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { iotAnswers, iotDevice, iotMessage, iotRoom, ok } from "../../../testing/iot-fixtures";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

const manager = () => testUser({ granted: ["iots"] });
const siteUrl = "/network/status/iot?location_site=12";

const stick = iotDevice({ name: "Clé salon", serial: "GA3X-7001", mac_address: "AA:BB:CC:DD:70:01" });
const tv = iotDevice({
  name: "TV chambre",
  type: "tv",
  tags: ["tv"],
  model: "HG40EE690DB TV",
  manufacturer: "Samsung",
  serial: "SMTV-4410",
  mac_address: "aa:bb:cc:dd:70:02",
  otrum_version: "enterprise",
  otrum_url: "http://otrum.hotel.local",
});
const suite = iotRoom(7, "suite Opéra", [stick, tv]);
const room101 = iotRoom(3, "101", [iotDevice({ serial: "GA3X-1010" })], { psk: null });
const room12 = iotRoom(4, "12", [iotDevice({ serial: "ZZ-1200", is_reachable: false })]);

function command(fields: Partial<IotCommandRecord> = {}): IotCommandRecord {
  return {
    id: 90,
    kind: "restart",
    state: "queued",
    device_serial: stick.serial,
    device_name: stick.name,
    actor_name: "Claire Martin",
    created_at: "2026-11-26T09:15:00.000Z",
    sent_at: null,
    finished_at: null,
    expires_at: "2026-11-26T09:20:00.000Z",
    failure: null,
    detail: null,
    ...fields,
  };
}

const roomCards = () => screen.getAllByTestId("room-card");
const roomNames = () => roomCards().map((card) => within(card).getByRole("button", { name: /Ouvrir/ }).textContent);

async function openRoom(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole("button", { name: `Ouvrir la chambre ${name}` }));
  return screen.findByRole("heading", { name, level: 2 });
}

// The whole console renders: slower than a unit test on a busy machine.
describe("IoT screen", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists the rooms sorted by name with their counts, and the site's stats", async () => {
    signInAs(manager(), iotAnswers(12, { rooms: [suite, room12, room101] }));
    await renderApp(siteUrl);

    expect(await screen.findByRole("heading", { name: "Chambres" })).toBeInTheDocument();
    await waitFor(() => expect(roomNames()).toEqual(["12", "101", "suite Opéra"]));
    const suiteCard = roomCards()[2] as HTMLElement;
    expect(within(suiteCard).getByText("key-7")).toBeInTheDocument();
    expect(within(suiteCard).getByText("2 appareils")).toBeInTheDocument();
    expect(within(suiteCard).getByText("2 joignables")).toBeInTheDocument();
    expect(within(roomCards()[1] as HTMLElement).getByText("-")).toBeInTheDocument();
    expect(within(roomCards()[1] as HTMLElement).queryByRole("button", { name: /Départ/ })).not.toBeInTheDocument();

    const stats = screen.getByRole("region", { name: "En bref" });
    expect(within(stats).getByText("Chambres avec réseau d'accès").nextSibling).toHaveTextContent("2");
    expect(within(stats).getByText("Objets connectés").nextSibling).toHaveTextContent("3");
    expect(within(stats).getByText("Objets non connectés").nextSibling).toHaveTextContent("1");
    expect(screen.getByText("Choisissez une chambre pour voir ses appareils.")).toBeInTheDocument();
  });

  it("searches by a room name or a serial start, keeps the text in the address and clears it", async () => {
    signInAs(manager(), iotAnswers(12, { rooms: [suite, room12, room101] }));
    const { router } = await renderApp("/network/status/iot/ga3x-7?location_site=12");
    const user = userEvent.setup();

    await waitFor(() => expect(roomNames()).toEqual(["suite Opéra"]));
    expect(screen.getByRole("searchbox", { name: "Rechercher une chambre" })).toHaveValue("ga3x-7");

    await user.click(screen.getByRole("button", { name: "Effacer la recherche" }));
    await waitFor(() => expect(roomNames()).toEqual(["12", "101", "suite Opéra"]));
    expect(router.state.location.pathname).toBe("/network/status/iot");

    await user.type(screen.getByRole("searchbox", { name: "Rechercher une chambre" }), "1");
    await waitFor(() => expect(roomNames()).toEqual(["12", "101"]));
    expect(router.state.location.pathname).toBe("/network/status/iot/1");
    expect(router.state.location.search).toMatchObject({ location_site: 12 });

    await user.type(screen.getByRole("searchbox", { name: "Rechercher une chambre" }), "x");
    expect(await screen.findByText("Aucune chambre ne correspond à cette recherche.")).toBeInTheDocument();
  });

  it("says when the site has no rooms", async () => {
    signInAs(manager(), iotAnswers(12, { rooms: [] }));
    await renderApp(siteUrl);
    expect(await screen.findByText("Aucune chambre")).toBeInTheDocument();
  });

  it("says when the rooms cannot be read (a site out of the caller's scope answers 404)", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [] }));
    api.answer("GET /iots/sites/12/rooms", { status: 404, body: errorBody("NOT_FOUND") });
    await renderApp(siteUrl);
    expect(await screen.findByText("Impossible de charger les chambres.")).toBeInTheDocument();
    expect(screen.getByText("Choisissez une chambre pour voir ses appareils.")).toBeInTheDocument();
  });

  it("takes the devices' reachability from the monitoring by MAC, and keeps the rooms when it fails", async () => {
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite] }),
      "GET /monitoring/devices": ok([
        // A stick as the devices call lists it (iotEquipmentItemSchema): unplaced, unreachable.
        {
          id: 901,
          mac: "x",
          main_mac_address: null,
          model: { name: "Chromecast" },
          tag: null,
          state: "unreachable",
          status: "unreached",
          category: "chromecast",
          connected_stations: 0,
          is_reachable: false,
          muted: false,
          ssid_2ghz: null,
          ssid_5ghz: null,
          position: null,
          building_uuid: null,
          floor_uuid: null,
          esl: null,
          mac_address: "aa:bb:cc:dd:70:01",
        },
      ]),
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");

    const stickCard = screen.getByRole("article", { name: "Clé salon" });
    expect(within(stickCard).getByText("Injoignable")).toBeInTheDocument();
    expect(within(stickCard).getByRole("button", { name: "Redémarrer" })).toBeDisabled();
    expect(within(screen.getByRole("article", { name: "TV chambre" })).getByText("Connecté")).toBeInTheDocument();
    expect(api.callsTo("GET /monitoring/devices")[0]?.query.get("site")).toBe("12");
  });

  it("shows the rooms when the monitoring's devices call fails", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [suite] }));
    api.answer("GET /monitoring/devices", { status: 500, body: errorBody("INTERNAL_ERROR") });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");
    expect(within(screen.getByRole("article", { name: "Clé salon" })).getByText("Connecté")).toBeInTheDocument();
  });

  it("restarts a device: the command, the toast, 'restarting…' until it ends, and the history", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [suite] }));
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");
    expect(await screen.findByText("Aucune opération pour cette chambre.")).toBeInTheDocument();

    const pending = command();
    api.answer("POST /iots/reboot", { status: 202, body: { command: pending } });
    await user.click(
      within(screen.getByRole("article", { name: "Clé salon" })).getByRole("button", { name: "Redémarrer" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Redémarrer l'appareil" });
    // The rooms read after the command show it pending; then it ends.
    const pendingCommand = {
      id: 90,
      kind: "restart",
      state: "sent",
      created_at: pending.created_at,
      expires_at: pending.expires_at,
    } as const;
    api.answer(
      "GET /iots/sites/12/rooms",
      ok([{ ...suite, devices: [{ ...stick, pending_command: pendingCommand }, tv] }]),
    );
    api.answer("GET /iots/sites/12/rooms/7/history", ok([pending]));
    await user.click(within(dialog).getByRole("button", { name: "Redémarrer" }));

    expect(api.callsTo("POST /iots/reboot")[0]?.body).toEqual({ type: "devices", site_id: 12, serial: "GA3X-7001" });
    expect(
      await screen.findByText("Redémarrage demandé : l'appareil va redémarrer dans un instant."),
    ).toBeInTheDocument();
    const card = () => screen.getByRole("article", { name: "Clé salon" });
    expect(await within(card()).findByText("Redémarrage…")).toBeInTheDocument();
    expect(within(card()).getByRole("button", { name: "Redémarrer" })).toBeDisabled();
    expect(within(card()).getByRole("button", { name: "Remplacer" })).toBeDisabled();
    expect(await screen.findByText(/Par Claire Martin/)).toBeInTheDocument();

    // The collector's result arrives: the next reading, 2 s later, has no pending command.
    api.answer("GET /iots/sites/12/rooms", ok([suite]));
    api.answer(
      "GET /iots/sites/12/rooms/7/history",
      ok([command({ state: "acknowledged", finished_at: "2026-11-26T09:16:00.000Z" })]),
    );
    await waitFor(() => expect(within(card()).queryByText("Redémarrage…")).not.toBeInTheDocument(), { timeout: 5_000 });
    expect(within(card()).getByText("Connecté")).toBeInTheDocument();
    expect(await screen.findByText("Réussi", {}, { timeout: 5_000 })).toBeInTheDocument();
  });

  it("shows the server's refusal of a restart in the modal, and a danger toast for a failure", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [suite] }));
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");

    api.answer("POST /iots/reboot", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", { errors: { serial: ["iots.command.errors.busy"] } }),
    });
    await user.click(
      within(screen.getByRole("article", { name: "TV chambre" })).getByRole("button", { name: "Redémarrer" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Redémarrer l'appareil" });
    await user.click(within(dialog).getByRole("button", { name: "Redémarrer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Une opération est déjà en cours sur cet appareil. Patientez jusqu'à sa fin.",
    );
    expect(api.callsTo("POST /iots/reboot")[0]?.body).toMatchObject({ type: "tvs", serial: "SMTV-4410" });

    api.answer("POST /iots/reboot", { status: 500, body: errorBody("INTERNAL_ERROR") });
    await user.click(within(dialog).getByRole("button", { name: "Redémarrer" }));
    expect(await screen.findByText("L'opération a échoué. Réessayez dans un instant.")).toBeInTheDocument();
  });

  it("replaces a device by a spare of its own model, or says none is left", async () => {
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite] }),
      "GET /iots/sites/12/spare": ok([
        { model: "Chromecast Ultra", serial: "SPARE-01" },
        { model: "Chromecast", serial: "SPARE-02" },
      ]),
      "POST /iots/replace": { status: 202, body: { command: command({ kind: "replace", detail: "SPARE-01" }) } },
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");

    await user.click(
      within(screen.getByRole("article", { name: "TV chambre" })).getByRole("button", { name: "Remplacer" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Remplacer l'appareil" });
    expect(
      await within(dialog).findByText("Plus aucun appareil de rechange disponible pour ce modèle."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Remplacer" })).toBeDisabled();
    await user.click(within(dialog).getByRole("button", { name: "Annuler" }));

    await user.click(
      within(screen.getByRole("article", { name: "Clé salon" })).getByRole("button", { name: "Remplacer" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Remplacer l'appareil" });
    await user.click(await within(dialog).findByRole("combobox", { name: "Appareil de rechange" }));
    expect(screen.queryByRole("option", { name: "SPARE-02" })).not.toBeInTheDocument();
    await user.click(await screen.findByRole("option", { name: "SPARE-01" }));
    await user.click(within(dialog).getByRole("button", { name: "Remplacer" }));

    expect(api.callsTo("POST /iots/replace")[0]?.body).toEqual({
      site_id: 12,
      serial: "GA3X-7001",
      new_serial: "SPARE-01",
    });
    expect(
      await screen.findByText("Remplacement demandé : l'appareil de rechange va prendre le relais."),
    ).toBeInTheDocument();
  });

  it("shows a replacement refused for no stock with the server's key", async () => {
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite] }),
      "GET /iots/sites/12/spare": ok([{ model: "Chromecast Ultra", serial: "SPARE-01" }]),
      "POST /iots/replace": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { new_serial: ["iots.replace.errors.no_stock"] } }),
      },
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");
    await user.click(
      within(screen.getByRole("article", { name: "Clé salon" })).getByRole("button", { name: "Remplacer" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Remplacer l'appareil" });
    await user.click(await within(dialog).findByRole("combobox", { name: "Appareil de rechange" }));
    await user.click(await screen.findByRole("option", { name: "SPARE-01" }));
    await user.click(within(dialog).getByRole("button", { name: "Remplacer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Plus aucun appareil de rechange de ce modèle en stock.",
    );
    expect(api.callsTo("POST /iots/replace")).toHaveLength(1);
  });

  it("checks a room out: confirmed, its new key on the card at once", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [suite, room12] }));
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await waitFor(() => expect(roomNames()).toEqual(["12", "suite Opéra"]));

    const answered = { ...suite, psk: "new-key-77", pending_command: null };
    api.answer("POST /iots/sites/12/checkout_room", {
      status: 202,
      body: { room: answered, command: command({ kind: "checkout", device_serial: null, device_name: null }) },
    });
    await user.click(screen.getByRole("button", { name: "Départ du client de la chambre suite Opéra" }));
    const dialog = await screen.findByRole("dialog", { name: "Départ du client" });
    // The old key is not kept: the manager is told there is no undo before confirming.
    expect(within(dialog).getByText(/ne peut pas être annulé/)).toBeInTheDocument();
    api.answer("GET /iots/sites/12/rooms", ok([answered, room12]));
    await user.click(within(dialog).getByRole("button", { name: "Confirmer le départ" }));

    await waitFor(() =>
      expect(api.callsTo("POST /iots/sites/12/checkout_room")[0]?.body).toEqual({
        room_name: "suite Opéra",
        room_id: 7,
      }),
    );
    expect(await screen.findByText("Départ enregistré : la chambre a une nouvelle clé.")).toBeInTheDocument();
    expect(await within(roomCards()[1] as HTMLElement).findByText("new-key-77")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // The modal gives the focus back once its closing transition ends: later on a busy machine.
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Départ du client de la chambre suite Opéra" })).toHaveFocus(),
    );
  });

  it("scrolls the device list from 4 devices, with their count", async () => {
    const full = iotRoom(9, "Suite royale", [iotDevice(), iotDevice(), iotDevice(), iotDevice()]);
    signInAs(manager(), iotAnswers(12, { rooms: [full, suite] }));
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "Suite royale");
    expect(screen.getByTestId("device-scroll")).toBeInTheDocument();
    expect(within(screen.getByRole("region", { name: "Suite royale" })).getByText("4 appareils")).toBeInTheDocument();

    await openRoom(user, "suite Opéra");
    expect(screen.queryByTestId("device-scroll")).not.toBeInTheDocument();
  });

  it("gives set-up instructions by device: the stick's network and wait, a Samsung Orsay TV with the enterprise pin", async () => {
    signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite] }),
      "GET /iots/sites/12/wlans": ok([
        { name: "RAN", ssid: "Opera-Rooms", psk: "rooms-key" },
        { name: "RAN Provisioning", ssid: "Opera-Setup", psk: "setup-key-42" },
      ]),
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    await openRoom(user, "suite Opéra");

    await user.click(
      within(screen.getByRole("article", { name: "Clé salon" })).getByRole("button", { name: "Configurer" }),
    );
    let dialog = await screen.findByRole("dialog", { name: "Configurer Clé salon" });
    expect(await within(dialog).findByText("Opera-Setup")).toBeInTheDocument();
    expect(within(dialog).getByText("setup-key-42")).toBeInTheDocument();
    expect(within(dialog).getByText(/patientez 30 secondes/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));

    await user.click(
      within(screen.getByRole("article", { name: "TV chambre" })).getByRole("button", { name: "Configurer" }),
    );
    dialog = await screen.findByRole("dialog", { name: "Configurer TV chambre" });
    expect(within(dialog).getByText("Téléviseur Samsung (Orsay)")).toBeInTheDocument();
    expect(within(dialog).getByText("9876")).toBeInTheDocument();
    expect(within(dialog).getByText("http://otrum.hotel.local")).toBeInTheDocument();
  });

  it("picks the welcome message: disable then enable, or none; reopening starts over", async () => {
    const morning = iotMessage(1, "Bienvenue", true);
    const evening = iotMessage(2, "Bonsoir");
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite], messages: [morning, evening] }),
      "POST /iots/sites/12/messages/disable": { status: 200, body: { command: command({ kind: "message" }) } },
      "POST /iots/sites/12/messages/2/enable": { status: 200, body: { command: command({ kind: "message" }) } },
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);

    const card = await screen.findByRole("region", { name: "Message d'accueil" });
    await waitFor(() =>
      expect(within(card).getByRole("textbox", { name: "Message affiché sur les téléviseurs" })).toHaveValue(
        `Bienvenue\n${morning.content}`,
      ),
    );
    await user.click(within(card).getByRole("button", { name: "Modifier" }));
    let dialog = await screen.findByRole("dialog", { name: "Message d'accueil" });
    expect(within(dialog).getByRole("radio", { name: /Bienvenue/ })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: /Bonsoir/ }));
    api.answer(
      "GET /iots/sites/12/messages",
      ok([
        { ...morning, is_enabled: false },
        { ...evening, is_enabled: true },
      ]),
    );
    await user.click(within(dialog).getByRole("button", { name: "Appliquer" }));

    await waitFor(() => expect(api.callsTo("POST /iots/sites/12/messages/2/enable")).toHaveLength(1));
    const order = api.calls
      .filter((call) => call.method === "POST" && call.path.startsWith("/iots"))
      .map((call) => call.path);
    expect(order).toEqual(["/iots/sites/12/messages/disable", "/iots/sites/12/messages/2/enable"]);
    expect(await screen.findByText("Message d'accueil mis à jour.")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card).getByRole("textbox", { name: "Message affiché sur les téléviseurs" })).toHaveValue(
        `Bonsoir\n${evening.content}`,
      ),
    );

    // Reopened: select mode on the enabled message; "no message" disables only.
    await user.click(within(card).getByRole("button", { name: "Modifier" }));
    dialog = await screen.findByRole("dialog", { name: "Message d'accueil" });
    expect(within(dialog).getByRole("radio", { name: /Bonsoir/ })).toBeChecked();
    await user.click(within(dialog).getByRole("radio", { name: "Aucun message" }));
    await user.click(within(dialog).getByRole("button", { name: "Appliquer" }));
    await waitFor(() => expect(api.callsTo("POST /iots/sites/12/messages/disable")).toHaveLength(2));
    expect(api.callsTo("POST /iots/sites/12/messages/2/enable")).toHaveLength(1);
  });

  it("still enables a message when the disable call fails, and shows a danger toast when the enable fails", async () => {
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite], messages: [iotMessage(2, "Bonsoir")] }),
      "POST /iots/sites/12/messages/disable": { status: 500, body: errorBody("INTERNAL_ERROR") },
      "POST /iots/sites/12/messages/2/enable": { status: 500, body: errorBody("INTERNAL_ERROR") },
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    const card = await screen.findByRole("region", { name: "Message d'accueil" });
    await user.click(await within(card).findByRole("button", { name: "Modifier" }));
    const dialog = await screen.findByRole("dialog", { name: "Message d'accueil" });
    await user.click(within(dialog).getByRole("radio", { name: /Bonsoir/ }));
    await user.click(within(dialog).getByRole("button", { name: "Appliquer" }));
    expect(await screen.findByText("L'opération a échoué. Réessayez dans un instant.")).toBeInTheDocument();
    expect(api.callsTo("POST /iots/sites/12/messages/2/enable")).toHaveLength(1);
    expect(screen.getByRole("dialog", { name: "Message d'accueil" })).toBeInTheDocument();
  });

  it("writes and edits messages with SPEC's limits checked as one types; an unchanged title is sent null", async () => {
    const morning = iotMessage(1, "Bienvenue", true);
    const api = signInAs(manager(), {
      ...iotAnswers(12, { rooms: [suite], messages: [morning] }),
      "POST /iots/sites/12/messages": { status: 201, body: iotMessage(5, "Petit-déjeuner") },
      "PUT /iots/sites/12/messages/1": { status: 200, body: { ...morning, content: "Nouveau texte" } },
    });
    const user = userEvent.setup();
    await renderApp(siteUrl);
    const card = await screen.findByRole("region", { name: "Message d'accueil" });
    await user.click(await within(card).findByRole("button", { name: "Modifier" }));
    let dialog = await screen.findByRole("dialog", { name: "Message d'accueil" });

    await user.click(within(dialog).getByRole("button", { name: "Nouveau message" }));
    dialog = await screen.findByRole("dialog", { name: "Rédiger un message" });
    const title = within(dialog).getByRole("textbox", { name: /Titre/ });
    await user.type(title, "Un titre bien trop long pour un écran");
    expect(await within(dialog).findByText("Le titre ne doit pas dépasser 25 caractères.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(api.callsTo("POST /iots/sites/12/messages")).toHaveLength(0);
    expect(within(dialog).getByText("Ce champ est obligatoire.")).toBeInTheDocument();

    await user.clear(title);
    await user.type(title, "Petit-déjeuner");
    await user.type(within(dialog).getByRole("textbox", { name: /Contenu/ }), "De 7 h à 10 h au rez-de-chaussée.");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(api.callsTo("POST /iots/sites/12/messages")[0]?.body).toEqual({
        title: "Petit-déjeuner",
        content: "De 7 h à 10 h au rez-de-chaussée.",
      }),
    );
    expect(await screen.findByText("Message enregistré.")).toBeInTheDocument();

    dialog = await screen.findByRole("dialog", { name: "Message d'accueil" });
    await user.click(within(dialog).getByRole("button", { name: "Modifier « Bienvenue »" }));
    dialog = await screen.findByRole("dialog", { name: "Rédiger un message" });
    const content = within(dialog).getByRole("textbox", { name: /Contenu/ });
    await user.clear(content);
    await user.type(content, "Nouveau texte");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() =>
      expect(api.callsTo("PUT /iots/sites/12/messages/1")[0]?.body).toEqual({ title: null, content: "Nouveau texte" }),
    );

    // Closed in write mode, reopened in select mode.
    await user.click(
      within(await screen.findByRole("dialog", { name: "Message d'accueil" })).getByRole("button", {
        name: "Nouveau message",
      }),
    );
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await user.click(within(card).getByRole("button", { name: "Modifier" }));
    expect(await screen.findByRole("dialog", { name: "Message d'accueil" })).toBeInTheDocument();
  });

  it("shows the message list's failure in the read-only field", async () => {
    const api = signInAs(manager(), iotAnswers(12, { rooms: [suite] }));
    api.answer("GET /iots/sites/12/messages", { status: 500, body: errorBody("INTERNAL_ERROR") });
    await renderApp(siteUrl);
    const card = await screen.findByRole("region", { name: "Message d'accueil" });
    await waitFor(() =>
      expect(within(card).getByRole("textbox", { name: "Message affiché sur les téléviseurs" })).toHaveValue(
        "INTERNAL_ERROR (test)",
      ),
    );
  });

  it("asks for a site when an organism is selected, offering its sites in production", async () => {
    signInAs(manager(), iotAnswers(12, { rooms: [suite] }));
    const user = userEvent.setup();
    const { router } = await renderApp("/network/status/iot?location_organism=3");
    expect(await screen.findByText("Choisissez un site")).toBeInTheDocument();
    await user.click(await screen.findByRole("combobox", { name: "Site" }));
    await user.click(await screen.findByRole("option", { name: "Hôtel Nantes" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ location_site: 12 }));
    expect(await screen.findByRole("heading", { name: "Chambres" })).toBeInTheDocument();
  });
});
