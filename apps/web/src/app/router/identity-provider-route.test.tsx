import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { authenticatedStorageKey } from "../../features/auth/auth-flag";
import { applyLanguage } from "../../i18n/change-language";
import { errorBody, mockApi } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

describe("single sign-on entry /account/identity_provider (docs/product.md#accounts-sso)", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("shows the SSO error page for an error, with what went wrong", async () => {
    mockApi();
    const { router } = await renderApp("/account/identity_provider?error=account_unknown");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Échec de l'authentification unique" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/support/sso_error/account_unknown");
    expect(screen.getByText(/Aucun compte actif de la console ne correspond/)).toBeVisible();
  });

  it("marks the console signed in after a server-side sign-in, then goes on", async () => {
    const api = mockApi({ "GET /users/me": { status: 200, body: testUser() } });
    const { router } = await renderApp("/account/identity_provider?redirect=%2Faccount");
    expect(await screen.findByRole("heading", { level: 1, name: "Mon compte" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account");
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("true");
    expect(api.callsTo("GET /users/me").length).toBeGreaterThan(0);
  });

  it("sends to the sign-in page when the server holds no session", async () => {
    mockApi({ "GET /users/me": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
    const { router } = await renderApp("/account/identity_provider?redirect=%2Fstatistics");
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ redirect: "/statistics" });
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false");
  });

  it("action=auth signed out: the sign-in page, keeping redirect_url", async () => {
    mockApi();
    const { router } = await renderApp("/account/identity_provider?action=auth&redirect_url=%2Fsso%2Fcentre");
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/login");
    expect(router.state.location.search).toMatchObject({ redirect_url: "/sso/centre" });
  });

  it("action=auth signed in: leaves for the centre", async () => {
    signInAs(testUser());
    await renderApp("/account/identity_provider?action=auth&redirect_url=%2Fsso%2Fcentre");
    expect(await screen.findByText("Redirection vers le centre de services…")).toBeVisible();
  });

  it("action=auth signed in with a console page as redirect_url: opens that page, not /api/...", async () => {
    signInAs(testUser());
    const { router } = await renderApp("/account/identity_provider?action=auth&redirect_url=%2Faccount");
    expect(await screen.findByRole("heading", { level: 1, name: "Mon compte" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account");
    expect(screen.queryByText("Redirection vers le centre de services…")).not.toBeInTheDocument();
  });

  it("action=logout: logs out, then the sign-in page", async () => {
    const api = signInAs(testUser(), { "GET /users/sign_out": { status: 204 } });
    const { router } = await renderApp("/account/identity_provider?action=logout");
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET /users/sign_out")).toHaveLength(1));
    expect(router.state.location.pathname).toBe("/account/login");
  });
});
