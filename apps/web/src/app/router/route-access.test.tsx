import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { authenticatedStorageKey } from "../../features/auth/auth-flag";
import { applyLanguage } from "../../i18n/change-language";
import { errorBody, mockApi } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

describe("route guard (docs/product.md#navigation-routes, docs/product.md#accounts-permissions)", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("sends a visitor to sign in, with the page to come back to", async () => {
    const api = mockApi();
    const { router } = await renderApp("/statistics/codes?location_site=4");

    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/login");
    expect(router.state.location.search).toMatchObject({ redirect: "/statistics/codes?location_site=4" });
    // Signed out, the server is not even asked who the user is.
    expect(api.callsTo("GET /users/me")).toHaveLength(0);
  });

  it("lets a visitor open the public pages", async () => {
    mockApi();
    await renderApp("/errors/sponsor.error.invalid_link");
    expect(await screen.findByRole("heading", { level: 1, name: "Lien de parrainage invalide" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("forgets a sign-in the server no longer knows", async () => {
    window.localStorage.setItem(authenticatedStorageKey, "true");
    mockApi({ "GET /users/me": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
    const { router } = await renderApp("/network/status/monitoring");

    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ redirect: "/network/status/monitoring" });
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false");
  });

  it("opens a page the user's roles allow", async () => {
    signInAs(testUser({ granted: ["supervision"] }));
    await renderApp("/network/status/monitoring");
    expect(await screen.findByRole("heading", { level: 1, name: "Supervision du réseau" })).toBeInTheDocument();
  });

  it("sends home from a page the user's roles do not allow", async () => {
    signInAs(testUser({ granted: ["supervision"] }));
    const { router } = await renderApp("/statistics/reporting");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(await screen.findByRole("heading", { level: 1, name: "Accueil" })).toBeInTheDocument();
  });

  it("lets everyone signed in open their account page", async () => {
    signInAs(testUser({ granted: [] }));
    await renderApp("/account");
    expect(await screen.findByRole("heading", { level: 1, name: "Mon compte" })).toBeInTheDocument();
  });
});
