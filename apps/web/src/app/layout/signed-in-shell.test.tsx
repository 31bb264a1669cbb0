import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { authenticatedStorageKey } from "../../features/auth/auth-flag";
import { applyLanguage } from "../../i18n/change-language";
import { errorBody, mockApi } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../testing/users";

describe("signed-in frame", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  describe("top menu", () => {
    it("names the user by first name and last initial, with their account and logout", async () => {
      signInAs(testUser({ granted: ["supervision"] }));
      await renderApp("/");
      const events = userEvent.setup();

      await events.click(await screen.findByRole("button", { name: "Menu du compte de Claire M." }));
      const menu = await screen.findByRole("menu");
      expect(within(menu).getByText("claire.martin@example.fr")).toBeVisible();
      expect(within(menu).getByRole("menuitem", { name: "Mon compte" })).toHaveAttribute("href", "/account");
      expect(within(menu).getByRole("menuitem", { name: "Se déconnecter" })).toHaveAttribute("href", "/account/logout");
      expect(within(menu).queryByRole("menuitem", { name: "Console bêta" })).not.toBeInTheDocument();
    });

    it("offers the beta console to center_beta users when it is configured", async () => {
      signInAs(testUser({ granted: ["supervision", "center_beta"], beta_url: "https://beta.ondine.example/" }));
      await renderApp("/");
      await userEvent.setup().click(await screen.findByRole("button", { name: /Menu du compte/ }));
      expect(await screen.findByRole("menuitem", { name: "Console bêta" })).toHaveAttribute(
        "href",
        "https://beta.ondine.example/",
      );
    });

    it("signs out, even when the server cannot be told, and forgets the user", async () => {
      const api = signInAs(testUser({ granted: ["supervision"] }), {
        "GET /users/sign_out": { status: 500, body: errorBody("INTERNAL_ERROR") },
      });
      const { router } = await renderApp("/");
      const events = userEvent.setup();
      await events.click(await screen.findByRole("button", { name: /Menu du compte/ }));
      await events.click(await screen.findByRole("menuitem", { name: "Se déconnecter" }));

      expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe("/account/login");
      expect(api.callsTo("GET /users/sign_out")).toHaveLength(1);
      expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false");

      // The cache went with the session: another visit to a private page asks to sign in.
      await router.navigate({ to: "/account" });
      await waitFor(() => expect(router.state.location.pathname).toBe("/account/login"));
    });
  });

  describe("menu", () => {
    it("lists only what the user's roles open (docs/product.md#accounts-permissions)", async () => {
      signInAs(testUser({ granted: ["supervision", "events"] }));
      await renderApp("/");
      const menu = await screen.findByRole("navigation", { name: "Menu principal" });

      expect(
        within(menu)
          .getAllByRole("heading")
          .map((heading) => heading.textContent),
      ).toEqual(["Réseau"]);
      expect(
        within(menu)
          .getAllByRole("link")
          .map((link) => link.textContent),
      ).toEqual(["Accueil", "Supervision", "Bornes Wi-Fi", "Incidents", "Interventions"]);
    });

    it("shows no menu and no user to a visitor on a public page", async () => {
      mockApi();
      await renderApp("/support/sso_error/access_denied");
      await screen.findByRole("heading", { level: 1, name: "Échec de l'authentification unique" });
      expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
      expect(screen.queryByRole("button", { name: /Menu du compte/ })).not.toBeInTheDocument();
    });

    it("offers the sign-in page to a visitor after a single sign-on failure, home to a signed-in user", async () => {
      mockApi();
      const { unmount } = await renderApp("/support/sso_error/access_denied");
      expect(await screen.findByRole("link", { name: "Retour à la connexion" })).toBeInTheDocument();
      unmount();
      signInAs(testUser({ granted: ["supervision"] }));
      await renderApp("/support/sso_error/access_denied");
      expect(await screen.findByRole("link", { name: "Retour à l'accueil" })).toBeInTheDocument();
      expect(screen.queryByRole("link", { name: "Retour à la connexion" })).not.toBeInTheDocument();
    });

    it("forgets a sign-in the server no longer knows, staying on a public page", async () => {
      window.localStorage.setItem(authenticatedStorageKey, "true");
      mockApi({ "GET /users/me": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
      const { router } = await renderApp("/errors/not_found");
      await screen.findByRole("heading", { level: 1, name: "Page introuvable" });

      await waitFor(() => expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false"));
      expect(router.state.location.pathname).toBe("/errors/not_found");
      expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    });
  });

  describe("impersonation (docs/product.md#accounts-impersonation)", () => {
    const impersonated = testUser({
      granted: ["supervision"],
      fake: true,
      impersonator: { id: 1, email: "admin@ondine.example" },
    });

    it("says whose account is in use, and ends it back on the admin's", async () => {
      const api = signInAs(impersonated, { "GET /users/reset_fake": { status: 200, body: testAdmin() } });
      const { router } = await renderApp("/network/status/monitoring");
      const banner = await screen.findByText(/Vous êtes connecté en tant que/);
      expect(banner).toHaveTextContent("Vous êtes connecté en tant que claire.martin@example.fr.");

      await userEvent.setup().click(screen.getByRole("link", { name: "Revenir à mon compte" }));

      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(await screen.findByRole("button", { name: "Menu du compte de Alice B." })).toBeInTheDocument();
      expect(screen.queryByText(/Vous êtes connecté en tant que/)).not.toBeInTheDocument();
      expect(api.callsTo("GET /users/reset_fake")).toHaveLength(1);
    });

    it("shows no banner on one's own account", async () => {
      signInAs(testUser({ granted: ["supervision"] }));
      await renderApp("/");
      await screen.findByRole("navigation", { name: "Menu principal" });
      expect(screen.queryByText(/Vous êtes connecté en tant que/)).not.toBeInTheDocument();
    });

    it("goes home without asking the server when nobody is impersonated", async () => {
      const api = signInAs(testUser({ granted: ["supervision"] }));
      const { router } = await renderApp("/account/reset_logas");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(api.callsTo("GET /users/reset_fake")).toHaveLength(0);
    });

    it("offers to try again when ending it fails", async () => {
      signInAs(impersonated, { "GET /users/reset_fake": { status: 403, body: errorBody("NOT_ALLOWED") } });
      await renderApp("/account/reset_logas");
      expect(await screen.findByRole("alert")).toHaveTextContent("Impossible de revenir à votre compte");
      expect(screen.getByRole("button", { name: "Réessayer" })).toBeInTheDocument();
    });
  });

  describe("beta sign-in link", () => {
    it("signs in with the token and goes home", async () => {
      const api = mockApi({
        "POST /users/login_beta": { status: 200, body: testAdmin() },
        "GET /users/me": { status: 200, body: testAdmin() },
      });
      const { router } = await renderApp("/account/login_beta/beta-tok");

      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(api.callsTo("POST /users/login_beta")[0]?.body).toEqual({ token: "beta-tok" });
      expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("true");
    });

    it("shows the error page for a refused token", async () => {
      mockApi({ "POST /users/login_beta": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
      await renderApp("/account/login_beta/old");
      expect(await screen.findByRole("heading", { level: 1, name: "Lien de connexion invalide" })).toBeInTheDocument();
      expect(window.localStorage.getItem(authenticatedStorageKey)).toBeNull();
    });
  });
});
