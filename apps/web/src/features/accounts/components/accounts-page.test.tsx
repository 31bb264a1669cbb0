import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";
import { alice, claire, hugo, louis, usersPage } from "../testing/accounts-fixtures";

const admin = testAdmin();

function rowOf(name: string): HTMLElement {
  const row = screen.getByRole("button", { name }).closest("tr");
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("accounts list", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("lists each account with its state, roles and locations", async () => {
    signInAs(admin, { "GET /users": { status: 200, body: usersPage([claire, hugo, alice, louis]) } });
    await renderApp("/administration/accounts");

    expect(await screen.findByRole("heading", { level: 1, name: "Comptes" })).toBeInTheDocument();
    expect(await screen.findByText("4 comptes")).toBeInTheDocument();

    const claireRow = within(rowOf("Claire Martin"));
    expect(claireRow.getByText("claire.martin@example.fr")).toBeInTheDocument();
    expect(claireRow.getByText("Confirmé")).toBeInTheDocument();
    expect(claireRow.getByText("Supervision")).toBeInTheDocument();
    expect(claireRow.getByText("Hôtels Lumière")).toBeInTheDocument();
    // docs/product.md#accounts-users: map_supervision is never listed.
    expect(claireRow.queryByText("Cartes du réseau")).not.toBeInTheDocument();

    const hugoRow = within(rowOf("Hugo Petit"));
    expect(hugoRow.getByText("Non confirmé")).toBeInTheDocument();
    expect(hugoRow.getByText("Aucun lieu")).toBeInTheDocument();

    // docs/product.md#accounts-roles: an admin shows one 'admin' badge instead of its roles.
    const aliceRow = within(rowOf("Alice Bernard"));
    expect(aliceRow.getByText("Admin")).toBeInTheDocument();
    expect(aliceRow.queryByText("Supervision")).not.toBeInTheDocument();
    // An admin sees every location: no warning for having none assigned.
    expect(aliceRow.getByText("Tous les lieux (administrateur)")).toBeInTheDocument();
    expect(aliceRow.queryByText("Aucun lieu")).not.toBeInTheDocument();

    expect(within(rowOf("Louis Moreau")).getByText("Désactivé")).toBeInTheDocument();
  });

  it("offers account creation to admins", async () => {
    signInAs(admin, { "GET /users": { status: 200, body: usersPage([claire]) } });
    await renderApp("/administration/accounts");
    await screen.findByRole("button", { name: "Claire Martin" });
    // The menu has its own entry; this is the page's button.
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/administration/accounts/create",
    );
  });

  it("offers creation to an account manager whose level holds contacts (docs/product.md#accounts-permissions)", async () => {
    const manager = testUser({
      id: 30,
      granted: ["accounts_create", "supervision"],
      account_manager_level: "contacts",
    });
    signInAs(manager, { "GET /users": { status: 200, body: usersPage([hugo]) } });
    await renderApp("/administration/accounts");
    expect(await screen.findByRole("button", { name: "Hugo Petit" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Créer un compte" })).toHaveAttribute(
      "href",
      "/administration/accounts/create",
    );
  });

  it("lists accounts without creation for a features-only account manager", async () => {
    const manager = testUser({
      id: 30,
      granted: ["accounts_create", "supervision"],
      account_manager_level: "features",
    });
    signInAs(manager, { "GET /users": { status: 200, body: usersPage([hugo]) } });
    await renderApp("/administration/accounts");
    expect(await screen.findByRole("button", { name: "Hugo Petit" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryByRole("link", { name: "Créer un compte" })).not.toBeInTheDocument();
  });

  it("searches once typing pauses, from the first page", async () => {
    const api = signInAs(admin, {
      "GET /users": (call) => ({
        status: 200,
        body: call.query.get("search") === "hugo" ? usersPage([hugo]) : usersPage([claire, hugo], { total_pages: 2 }),
      }),
    });
    await renderApp("/administration/accounts?page=2");
    await screen.findByRole("button", { name: "Claire Martin" });
    expect(api.callsTo("GET /users")[0]?.query.get("page")).toBe("2");

    await userEvent.setup().type(screen.getByRole("searchbox", { name: "Rechercher" }), "hugo");

    expect(await screen.findByText("1 compte")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Claire Martin" })).not.toBeInTheDocument();
    const searches = api.callsTo("GET /users").filter((call) => call.query.get("search") !== null);
    // Debounced: one call for the whole word, not one per letter.
    expect(searches.map((call) => call.query.get("search"))).toEqual(["hugo"]);
    expect(searches[0]?.query.get("page")).toBe("1");
    expect(searches[0]?.query.get("per_page")).toBe("20");
  });

  it("filters by state", async () => {
    const api = signInAs(admin, {
      "GET /users": (call) => ({
        status: 200,
        body: call.query.get("state") === "unconfirmed" ? usersPage([hugo]) : usersPage([claire, hugo]),
      }),
    });
    await renderApp("/administration/accounts");
    await screen.findByRole("button", { name: "Claire Martin" });
    const events = userEvent.setup();

    await events.click(screen.getByRole("combobox", { name: "État" }));
    await events.click(await screen.findByRole("option", { name: "Non confirmé" }));

    expect(await screen.findByText("1 compte")).toBeInTheDocument();
    expect(api.callsTo("GET /users").at(-1)?.query.get("state")).toBe("unconfirmed");
  });

  it("pages through the list", async () => {
    const api = signInAs(admin, {
      "GET /users": (call) => ({
        status: 200,
        body:
          call.query.get("page") === "2"
            ? usersPage([hugo], { current_page: 2, total_pages: 2, total_count: 21 })
            : usersPage([claire], { total_pages: 2, total_count: 21 }),
      }),
    });
    await renderApp("/administration/accounts");
    await screen.findByRole("button", { name: "Claire Martin" });

    await userEvent.setup().click(screen.getByRole("button", { name: "Page suivante" }));

    expect(await screen.findByRole("button", { name: "Hugo Petit" })).toBeInTheDocument();
    expect(api.callsTo("GET /users").at(-1)?.query.get("page")).toBe("2");
  });

  it("says when there is no account, or none matching", async () => {
    signInAs(admin, { "GET /users": { status: 200, body: usersPage([]) } });
    const { unmount } = await renderApp("/administration/accounts");
    expect(await screen.findByText("Aucun compte pour le moment.")).toBeInTheDocument();
    unmount();

    signInAs(admin, { "GET /users": { status: 200, body: usersPage([]) } });
    await renderApp("/administration/accounts?search=zoe");
    expect(await screen.findByText("Aucun compte ne correspond.")).toBeInTheDocument();
    expect(screen.getByText("Modifiez la recherche ou le filtre d'état.")).toBeInTheDocument();
  });

  it("shows a failed load with a way to try again", async () => {
    const api = signInAs(admin, { "GET /users": { status: 403, body: errorBody("NOT_ALLOWED") } });
    await renderApp("/administration/accounts");

    expect(await screen.findByText("Les comptes n'ont pas pu être chargés.")).toBeVisible();
    expect(screen.getByText("Vous n'avez pas les droits nécessaires pour cette action.")).toBeVisible();
    api.answer("GET /users", { status: 200, body: usersPage([claire]) });
    await userEvent.setup().click(screen.getByRole("button", { name: "Réessayer" }));
    expect(await screen.findByRole("button", { name: "Claire Martin" })).toBeInTheDocument();
  });
});
