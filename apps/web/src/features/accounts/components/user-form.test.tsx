import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { type ApiCall, errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";
import { claire, usersPage } from "../testing/accounts-fixtures";

const admin = testAdmin();
const manager = testUser({ id: 30, granted: ["accounts_create", "supervision"], locations: claire.locations });

const lyonSite = {
  id: 12,
  type: "Site",
  name: "Hôtel Lumière Lyon",
  organism_id: 7,
  organism_name: "Hôtels Lumière",
  state: "En production",
};
const locationSearch = { status: 200, body: { locations: [lyonSite] } };

const checkbox = (name: string) => screen.getByRole("checkbox", { name });
const labelOf = (box: HTMLElement) => (box as HTMLInputElement).labels?.[0]?.textContent;
const checkedRoles = () =>
  screen
    .getAllByRole("checkbox")
    .filter((box) => (box as HTMLInputElement).checked)
    .map(labelOf);

async function chooseLocation(events: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await events.click(screen.getByRole("combobox", { name: /^Lieux/ }));
  await events.click(await screen.findByRole("option", { name }));
}

async function fillIdentity(events: ReturnType<typeof userEvent.setup>) {
  const fields: [RegExp, string][] = [
    [/^Prénom/, "Inès"],
    [/^Nom/, "Garcia"],
    [/^Adresse e-mail/, "Ines.Garcia@example.fr"],
  ];
  for (const [name, text] of fields) {
    await events.click(screen.getByRole("textbox", { name }));
    await events.paste(text);
  }
}

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("user form: creating", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  async function openCreation(answers = {}) {
    const api = signInAs(admin, { "GET /locations": locationSearch, ...answers });
    const view = await renderApp("/administration/users/create");
    await screen.findByRole("heading", { level: 1, name: "Nouveau compte" });
    return { api, events: userEvent.setup(), ...view };
  }

  it("starts in France with no role, and says what is missing on submit", async () => {
    const { api, events } = await openCreation();
    expect(screen.getByRole("combobox", { name: /^Pays/ })).toHaveValue("France");
    expect(checkedRoles()).toEqual([]);

    await events.click(screen.getByRole("button", { name: "Créer le compte" }));

    expect(await screen.findAllByText("Ce champ est obligatoire.")).toHaveLength(3);
    expect(screen.getByText("Choisissez au moins un lieu.")).toBeInTheDocument();
    expect(api.callsTo("POST /users")).toHaveLength(0);
    // The first field at fault takes the focus.
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Prénom/ })).toHaveFocus());
  });

  it("checks the email's form once the field is left", async () => {
    const { events } = await openCreation();
    await events.type(screen.getByRole("textbox", { name: /^Adresse e-mail/ }), "ines@");
    await events.tab();
    expect(await screen.findByText("Saisissez une adresse e-mail valide.")).toBeInTheDocument();
  });

  it("follows the role (docs/product.md#accounts-roles) form: admin ticks all, standard sets four, one role makes it custom", async () => {
    const { events } = await openCreation();

    await events.click(checkbox("Administrateur"));
    expect(checkbox("Supervision")).toBeChecked();
    expect(checkbox("Achats en ligne")).toBeChecked();
    expect(checkbox("Console bêta")).toBeChecked();
    expect(screen.getByRole("radio", { name: "Personnalisé" })).toBeChecked();

    await events.click(screen.getByRole("radio", { name: "Standard" }));
    expect(checkedRoles()).toEqual([
      "Administrateur",
      "Supervision",
      "Incidents et interventions",
      "Statistiques : vue d'ensemble",
      "Assistance",
    ]);

    await events.click(checkbox("Codes d'accès"));
    expect(screen.getByRole("radio", { name: "Personnalisé" })).toBeChecked();
    expect(checkbox("Codes d'accès")).toBeChecked();
  });

  it("offers the reporting sub-roles only with statistics reporting (docs/product.md#accounts-validation)", async () => {
    const { events } = await openCreation();
    expect(screen.queryByRole("checkbox", { name: "Achats en ligne" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Chiffre d'affaires" })).not.toBeInTheDocument();

    await events.click(checkbox("Rapport annuel"));
    await events.click(checkbox("Chiffre d'affaires"));
    expect(checkbox("Achats en ligne")).not.toBeChecked();
    expect(checkbox("Chiffre d'affaires")).toBeChecked();

    await events.click(checkbox("Rapport annuel"));
    expect(screen.queryByRole("checkbox", { name: "Chiffre d'affaires" })).not.toBeInTheDocument();
  });

  it("sends the account as JSON and shows the success modal with a way home", async () => {
    const { api, events } = await openCreation({
      "POST /users": (call: ApiCall) => ({
        status: 201,
        body: { ...claire, id: 40, email: (call.body as { user: { email: string } }).user.email },
      }),
    });
    await fillIdentity(events);
    await chooseLocation(events, /Hôtel Lumière Lyon/);
    await events.click(screen.getByRole("radio", { name: "Standard" }));
    await events.click(screen.getByRole("button", { name: "Créer le compte" }));

    const modal = await screen.findByRole("dialog", { name: "Compte créé" });
    expect(modal).toHaveTextContent("Un e-mail de confirmation a été envoyé à ines.garcia@example.fr.");
    expect(within(modal).getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");

    const [call] = api.callsTo("POST /users");
    const { user } = (call as ApiCall).body as { user: Record<string, unknown> };
    expect(user).toMatchObject({
      first_name: "Inès",
      last_name: "Garcia",
      email: "ines.garcia@example.fr",
      country: "FR",
      language: "fr",
      admin: false,
      roles_type: "standard",
      user_locations_attributes: [{ location_id: 12, location_type: "Site" }],
    });
    expect(user.roles).toMatchObject({ supervision: 1, events: 1, statistic_home: 1, requests: 1, code: 0 });
    // docs/product.md#accounts: the picker offers sites in production and in study.
    expect(api.callsTo("GET /locations")[0]?.query.getAll("state")).toEqual(["En production", "Etude"]);
  });

  it("says on the field when the email is taken (docs/product.md#errors)", async () => {
    const { events } = await openCreation({
      "POST /users": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { "user.email": ["users.email_unavailable"] } }),
      },
    });
    await fillIdentity(events);
    await chooseLocation(events, "Hôtels Lumière");
    await events.click(screen.getByRole("button", { name: "Créer le compte" }));

    expect(await screen.findByText("Cette adresse e-mail est déjà utilisée par un autre compte.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /^Adresse e-mail/ })).toHaveAttribute("aria-invalid", "true");
    await waitFor(() => expect(screen.getByRole("textbox", { name: /^Adresse e-mail/ })).toHaveFocus());
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("shows the generic error modal for any other failure", async () => {
    const { events } = await openCreation({ "POST /users": { status: 500, body: errorBody("INTERNAL_ERROR") } });
    await fillIdentity(events);
    await chooseLocation(events, "Hôtels Lumière");
    await events.click(screen.getByRole("button", { name: "Créer le compte" }));

    const modal = await screen.findByRole("dialog", { name: "Enregistrement impossible" });
    expect(modal).toHaveTextContent("Le compte n'a pas pu être enregistré.");
    await events.click(within(modal).getByRole("button", { name: "Fermer" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    // What was typed stays, to be corrected.
    expect(screen.getByRole("textbox", { name: /^Prénom/ })).toHaveValue("Inès");
  });

  it("asks admins for the manager level once account management is ticked, and sends it", async () => {
    const { api, events } = await openCreation({
      "POST /users": { status: 201, body: { ...claire, id: 41, account_manager_level: "contacts" } },
    });
    expect(screen.queryByRole("combobox", { name: /^Niveau de gestion/ })).not.toBeInTheDocument();

    await events.click(checkbox("Gestion des comptes"));
    const level = screen.getByRole("combobox", { name: /^Niveau de gestion/ });
    expect(level).toHaveValue("Contacts, périmètre et fonctionnalités");
    await events.click(level);
    await events.click(await screen.findByRole("option", { name: "Contacts et périmètre" }));
    await fillIdentity(events);
    await chooseLocation(events, "Hôtels Lumière");
    await events.click(screen.getByRole("button", { name: "Créer le compte" }));

    await screen.findByRole("dialog", { name: "Compte créé" });
    const body = api.callsTo("POST /users")[0]?.body as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ account_manager_level: "contacts", roles: { accounts_create: 1 } });
  });

  it("gives a contacts-only manager's new account the standard roles they hold, not to be changed", async () => {
    const contactsManager = testUser({
      id: 32,
      granted: ["accounts_create", "supervision", "events", "code"],
      locations: claire.locations,
      account_manager_level: "contacts",
    });
    signInAs(contactsManager, { "GET /locations": locationSearch });
    await renderApp("/administration/accounts/create");
    await screen.findByRole("heading", { level: 1, name: "Nouveau compte" });

    expect(
      screen.getByText(
        "Votre niveau de gestion ne vous permet pas de choisir les fonctionnalités : le nouveau compte reçoit les fonctionnalités standard que vous détenez.",
      ),
    ).toBeInTheDocument();
    expect(checkedRoles()).toEqual(["Supervision", "Incidents et interventions"]);
    for (const box of screen.getAllByRole("checkbox")) expect(box).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Prénom/ })).toBeEnabled();
  });

  it("still offers one's own locations when the location search fails", async () => {
    const { events } = await openCreation({
      "GET /locations": { status: 404, body: errorBody("NOT_FOUND") },
    });
    expect(
      await screen.findByText("La recherche de lieux est indisponible : seuls vos propres lieux sont proposés."),
    ).toBeInTheDocument();
    await chooseLocation(events, "Hôtels Lumière");
  });
});

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("user form: editing", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("goes to the users dashboard when the account cannot be loaded (docs/product.md#accounts-users)", async () => {
    signInAs(admin, {
      "GET /users/404": { status: 404, body: errorBody("NOT_FOUND") },
      "GET /users": { status: 200, body: usersPage([claire]) },
    });
    const { router } = await renderApp("/administration/accounts/404/edit");
    await expect.poll(() => router.state.location.pathname).toBe("/administration/users/dashboard");
    expect(await screen.findByRole("button", { name: "Claire Martin" })).toBeInTheDocument();
  });

  it("sends home whoever may not edit that account (docs/product.md#accounts-permissions)", async () => {
    const viewer = testUser({ id: 31, granted: ["supervision"] });
    signInAs(viewer, { [`GET /users/${claire.id}`]: { status: 200, body: claire } });
    const { router } = await renderApp(`/administration/accounts/${claire.id}/edit`);
    await expect.poll(() => router.state.location.pathname).toBe("/");
  });

  it("requires the salutation (docs/product.md#accounts-validation)", async () => {
    const api = signInAs(admin, {
      [`GET /users/${claire.id}`]: { status: 200, body: { ...claire, salutation: null } },
    });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Enregistrer" }));

    const salutation = screen.getByRole("combobox", { name: /^Civilité/ });
    expect(salutation).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Ce champ est obligatoire.")).toBeInTheDocument();
    expect(api.callsTo(`PATCH /users/${claire.id}`)).toHaveLength(0);
  });

  it("sends a removed location with _destroy and a new one without id", async () => {
    const saved = {
      ...claire,
      locations: [{ id: 9, location_id: 12, location_type: "Site" as const, name: lyonSite.name }],
    };
    const api = signInAs(admin, {
      [`GET /users/${claire.id}`]: { status: 200, body: claire },
      [`PATCH /users/${claire.id}`]: { status: 200, body: saved },
      "GET /locations": locationSearch,
    });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    const events = userEvent.setup();
    const locations = await screen.findByRole("combobox", { name: /^Lieux/ });

    // Backspace in the empty search removes the last location chosen.
    await events.click(locations);
    await events.keyboard("{Backspace}");
    await chooseLocation(events, /Hôtel Lumière Lyon/);
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));

    const modal = await screen.findByRole("dialog", { name: "Compte enregistré" });
    expect(within(modal).getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
    const body = api.callsTo(`PATCH /users/${claire.id}`)[0]?.body as { user: Record<string, unknown> };
    expect(body.user.user_locations_attributes).toEqual([
      { id: 3, location_id: 7, location_type: "Organism", _destroy: true },
      { location_id: 12, location_type: "Site" },
    ]);
    expect(body.user.salutation).toBe("mrs");
  });

  it("lets a features-only manager change roles, not identity or locations, and says why", async () => {
    const featuresManager = testUser({
      id: 33,
      granted: ["accounts_create", "supervision"],
      account_manager_level: "features",
    });
    signInAs(featuresManager, { [`GET /users/${claire.id}`]: { status: 200, body: claire } });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    await screen.findByRole("button", { name: "Enregistrer" });

    expect(
      screen.getAllByText(
        "Votre niveau de gestion vous permet de modifier les fonctionnalités, pas l'identité ni le périmètre.",
      ),
    ).toHaveLength(2);
    expect(screen.getByRole("textbox", { name: /^Prénom/ })).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Adresse e-mail/ })).toBeDisabled();
    expect(screen.getByRole("combobox", { name: /^Lieux/ })).toBeDisabled();
    expect(checkbox("Supervision")).toBeEnabled();
  });

  it("lets a contacts-only manager change identity, not roles, and says why", async () => {
    const contactsManager = testUser({
      id: 34,
      granted: ["accounts_create", "supervision"],
      account_manager_level: "contacts",
    });
    signInAs(contactsManager, { [`GET /users/${claire.id}`]: { status: 200, body: claire } });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    await screen.findByRole("button", { name: "Enregistrer" });

    expect(
      screen.getByText("Votre niveau de gestion ne vous permet pas de modifier les fonctionnalités."),
    ).toBeInTheDocument();
    expect(checkbox("Supervision")).toBeDisabled();
    expect(screen.getByRole("textbox", { name: /^Prénom/ })).toBeEnabled();
    expect(screen.getByRole("combobox", { name: /^Lieux/ })).toBeEnabled();
  });

  it("says when the manager level refused the save", async () => {
    signInAs(manager, {
      [`GET /users/${claire.id}`]: { status: 200, body: claire },
      [`PATCH /users/${claire.id}`]: {
        status: 403,
        body: errorBody("NOT_ALLOWED", { errors: { roles: ["accounts.errors.features_not_allowed"] } }),
      },
    });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    const events = userEvent.setup();
    await events.click(await screen.findByRole("button", { name: "Enregistrer" }));

    const modal = await screen.findByRole("dialog", { name: "Enregistrement impossible" });
    expect(modal).toHaveTextContent("Votre niveau de gestion ne vous permet pas de modifier les fonctionnalités.");
  });

  it("offers a non-admin only the roles they hold, without admin or role type", async () => {
    signInAs(manager, { [`GET /users/${claire.id}`]: { status: 200, body: claire } });
    await renderApp(`/administration/accounts/${claire.id}/edit`);
    await screen.findByRole("button", { name: "Enregistrer" });

    expect(screen.queryByRole("checkbox", { name: /^Administrateur/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("radio", { name: "Standard" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("checkbox").map(labelOf)).toEqual(["Supervision", "Gestion des comptes"]);
  });
});
