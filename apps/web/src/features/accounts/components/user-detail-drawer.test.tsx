import type { UserPresentation } from "@ondine/domain";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";
import { alice, claire, hugo, louis, usersPage } from "../testing/accounts-fixtures";

const admin = testAdmin();
const manager = testUser({ id: 30, granted: ["accounts_create", "supervision"] });

/** Signed in as `actor`, on the accounts list, with the panel of `user` open. */
async function openPanel(actor: ReturnType<typeof testUser>, user: UserPresentation, answers = {}) {
  const api = signInAs(actor, {
    "GET /users": { status: 200, body: usersPage([claire, hugo, alice, louis]) },
    [`GET /users/${user.id}`]: { status: 200, body: user },
    ...answers,
  });
  const view = await renderApp("/administration/accounts");
  await userEvent.setup().click(await screen.findByRole("button", { name: `${user.first_name} ${user.last_name}` }));
  const panel = await screen.findByRole("dialog", { name: "Détail du compte" });
  return { api, panel: within(panel), ...view };
}

function actionNames(panel: ReturnType<typeof within>) {
  const actions = panel.getByRole("heading", { name: "Actions" }).closest("section");
  if (!actions) throw new Error("no actions section");
  return [...actions.querySelectorAll("button, a")].map((element) => element.textContent);
}

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("user detail panel", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("shows the account's information, features and locations", async () => {
    const { panel, router } = await openPanel(admin, claire);

    expect(router.state.location.search).toMatchObject({ user: claire.id });
    expect(panel.getByRole("heading", { name: "Claire Martin" })).toBeInTheDocument();
    expect(panel.getByText("claire.martin@example.fr")).toBeInTheDocument();
    expect(panel.getByText("Directrice d'exploitation")).toBeInTheDocument();
    expect(panel.getByText("France")).toBeInTheDocument();
    expect(panel.getByText("admin@ondine.example")).toBeInTheDocument();
    expect(panel.getByText("Supervision")).toBeInTheDocument();
    expect(panel.getByText("Incidents et interventions")).toBeInTheDocument();
    // docs/product.md#accounts-users: map_supervision is hidden from the panel's list.
    expect(panel.queryByText("Cartes du réseau")).not.toBeInTheDocument();
    expect(panel.getByText("Hôtels Lumière")).toBeInTheDocument();
  });

  it("shows a new address waiting for its confirmation", async () => {
    const { panel } = await openPanel(admin, { ...claire, unconfirmed_email: "claire.new@example.fr" });
    expect(panel.getByText("Nouvelle adresse à confirmer")).toBeInTheDocument();
    expect(panel.getByText("claire.new@example.fr")).toBeInTheDocument();
  });

  it("warns about an account without locations and one never signed in", async () => {
    const { panel } = await openPanel(admin, hugo);
    expect(panel.getByText("Ce compte n'a aucun lieu : il ne verra aucun site.")).toBeInTheDocument();
    expect(panel.getByText("Jamais")).toBeInTheDocument();
  });

  it("gives an admin every action the product (docs/product.md#accounts-permissions) allows on a confirmed account", async () => {
    const { panel } = await openPanel(admin, claire);
    expect(actionNames(panel)).toEqual(["Se connecter en tant que cet utilisateur", "Modifier", "Supprimer"]);
    expect(panel.getByRole("link", { name: "Modifier" })).toHaveAttribute(
      "href",
      `/administration/accounts/${claire.id}/edit`,
    );
  });

  it("offers to resend the confirmation of an unconfirmed account, not to delete it", async () => {
    const { panel } = await openPanel(admin, hugo);
    expect(actionNames(panel)).toEqual([
      "Se connecter en tant que cet utilisateur",
      "Renvoyer l'e-mail de confirmation",
      "Modifier",
    ]);
  });

  it("lets an account manager log in as and edit, never delete", async () => {
    const { panel } = await openPanel(manager, claire);
    expect(actionNames(panel)).toEqual(["Se connecter en tant que cet utilisateur", "Modifier"]);
  });

  it("offers nothing but editing on oneself", async () => {
    const self = { ...claire, id: admin.id };
    const { panel } = await openPanel(admin, self, {
      "GET /users": { status: 200, body: usersPage([self]) },
    });
    expect(actionNames(panel)).toEqual(["Modifier"]);
  });

  it("resends the confirmation and says where it went", async () => {
    const { panel, api } = await openPanel(admin, hugo, {
      [`GET /admin/users/${hugo.id}/resend_confirmation_instructions`]: { status: 204 },
    });
    await userEvent.setup().click(panel.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    expect(
      await panel.findByText("Les instructions de confirmation ont été envoyées à hugo.petit@example.fr."),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET /admin/users/${hugo.id}/resend_confirmation_instructions`)).toHaveLength(1);
  });

  it("alerts with the email when the confirmation cannot be resent (docs/product.md#errors-behaviour)", async () => {
    const { panel } = await openPanel(admin, hugo, {
      [`GET /admin/users/${hugo.id}/resend_confirmation_instructions`]: {
        status: 422,
        body: errorBody("INVALID_PARAMETERS"),
      },
    });
    await userEvent.setup().click(panel.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await panel.findByRole("alert")).toHaveTextContent(
      "Les instructions de confirmation n'ont pas pu être envoyées à hugo.petit@example.fr.",
    );
  });

  it("says how long to wait when the address was sent too many mails", async () => {
    const { panel } = await openPanel(admin, hugo, {
      [`GET /admin/users/${hugo.id}/resend_confirmation_instructions`]: {
        status: 429,
        body: errorBody("TOO_MANY_REQUESTS", { retry_after: 1800 }),
      },
    });
    await userEvent.setup().click(panel.getByRole("button", { name: "Renvoyer l'e-mail de confirmation" }));
    expect(await panel.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez dans 30 minutes.");
  });

  it("deletes after confirmation, and the account then reads as deactivated", async () => {
    const deleted = { ...claire, state: "deactivated" as const, deleted_at: "2026-11-22T10:00:00.000Z" };
    const { panel, api } = await openPanel(admin, claire, {
      [`DELETE /admin/users/${claire.id}`]: { status: 200, body: deleted },
    });
    const events = userEvent.setup();

    await events.click(panel.getByRole("button", { name: "Supprimer" }));
    const confirm = await screen.findByRole("dialog", { name: "Supprimer ce compte ?" });
    expect(confirm).toHaveTextContent("Claire Martin (claire.martin@example.fr)");
    await events.click(within(confirm).getByRole("button", { name: "Supprimer le compte" }));

    expect(await panel.findByText("Le compte claire.martin@example.fr a été supprimé.")).toBeInTheDocument();
    expect(api.callsTo(`DELETE /admin/users/${claire.id}`)).toHaveLength(1);
    expect(panel.getAllByText("Désactivé").length).toBeGreaterThan(0);
    expect(panel.queryByRole("button", { name: "Supprimer" })).not.toBeInTheDocument();
  });

  it("cancels a deletion without calling the server", async () => {
    const { panel, api } = await openPanel(admin, claire);
    const events = userEvent.setup();
    await events.click(panel.getByRole("button", { name: "Supprimer" }));
    const confirm = await screen.findByRole("dialog", { name: "Supprimer ce compte ?" });
    await events.click(within(confirm).getByRole("button", { name: "Annuler" }));
    expect(screen.queryByRole("dialog", { name: "Supprimer ce compte ?" })).not.toBeInTheDocument();
    expect(api.callsTo(`DELETE /admin/users/${claire.id}`)).toHaveLength(0);
  });

  it("offers an admin to reactivate a deactivated account", async () => {
    const { panel } = await openPanel(admin, louis);
    expect(actionNames(panel)).toEqual(["Modifier", "Réactiver"]);
  });

  it("offers an account manager who is not admin nothing on a deactivated account", async () => {
    const { panel } = await openPanel(manager, louis);
    expect(panel.queryByRole("button", { name: "Réactiver" })).not.toBeInTheDocument();
    expect(panel.getByText("Aucune action n'est possible sur ce compte.")).toBeInTheDocument();
  });

  it("reactivates after confirmation: a toast, the account active again and the list read again", async () => {
    const reactivated = { ...louis, state: "confirmed" as const, deleted_at: null };
    const { panel, api } = await openPanel(admin, louis, {
      [`POST /admin/users/${louis.id}/reactivate`]: { status: 200, body: reactivated },
    });
    const listReads = api.callsTo("GET /users").length;
    const events = userEvent.setup();

    await events.click(panel.getByRole("button", { name: "Réactiver" }));
    const confirm = await screen.findByRole("dialog", { name: "Réactiver ce compte ?" });
    expect(confirm).toHaveTextContent("Louis Moreau (louis.moreau@example.fr)");
    await events.click(within(confirm).getByRole("button", { name: "Réactiver le compte" }));

    expect(await screen.findByText("Le compte louis.moreau@example.fr a été réactivé.")).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${louis.id}/reactivate`)).toHaveLength(1);
    await waitFor(() => expect(panel.queryByRole("button", { name: "Réactiver" })).not.toBeInTheDocument());
    expect(panel.getAllByText("Confirmé").length).toBeGreaterThan(0);
    await waitFor(() => expect(api.callsTo("GET /users").length).toBeGreaterThan(listReads));
  });

  it("says why a reactivation failed and keeps the account as it was", async () => {
    const { panel } = await openPanel(admin, louis, {
      [`POST /admin/users/${louis.id}/reactivate`]: {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { state: ["accounts.errors.not_deactivated"] } }),
      },
    });
    const events = userEvent.setup();
    await events.click(panel.getByRole("button", { name: "Réactiver" }));
    const confirm = await screen.findByRole("dialog", { name: "Réactiver ce compte ?" });
    await events.click(within(confirm).getByRole("button", { name: "Réactiver le compte" }));
    expect(await within(confirm).findByText("Le compte n'a pas été réactivé.")).toBeInTheDocument();
    expect(panel.getByRole("button", { name: "Réactiver" })).toBeInTheDocument();
  });

  it("logs in as the user, then reads the current user again at the root (docs/product.md#accounts-users)", async () => {
    const impersonated = testUser({ ...claire, fake: true, impersonator: { id: admin.id, email: admin.email } });
    const { panel, api, router } = await openPanel(admin, claire);
    api.answer(`GET /users/${claire.id}/fake`, () => {
      // From now on the session is Claire's.
      api.answer("GET /users/me", { status: 200, body: impersonated });
      return { status: 200, body: impersonated };
    });
    const readsBefore = api.callsTo("GET /users/me").length;

    await userEvent.setup().click(panel.getByRole("button", { name: "Se connecter en tant que cet utilisateur" }));

    await expect.poll(() => router.state.location.pathname).toBe("/");
    await expect.poll(() => api.callsTo("GET /users/me").length).toBeGreaterThan(readsBefore);
    expect(api.callsTo(`GET /users/${claire.id}/fake`)).toHaveLength(1);
  });

  it("closes and keeps the list", async () => {
    const { router } = await openPanel(admin, claire);
    await userEvent.setup().click(screen.getByRole("button", { name: "Fermer le détail du compte" }));
    await expect.poll(() => screen.queryByRole("dialog", { name: "Détail du compte" })).toBeNull();
    expect(router.state.location.search).not.toHaveProperty("user");
    expect(screen.getByRole("button", { name: "Claire Martin" })).toBeInTheDocument();
  });
});
