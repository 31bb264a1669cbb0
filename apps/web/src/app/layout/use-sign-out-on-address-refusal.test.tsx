import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { authenticatedStorageKey } from "../../features/auth/auth-flag";
import { applyLanguage } from "../../i18n/change-language";
import { errorBody, mockApi } from "../../testing/mock-api";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

const ipNotAllowed = { status: 403, body: errorBody("IP_NOT_ALLOWED") };
const signedOutNotice = "La connexion n'est pas autorisée depuis votre réseau (adresse IP).";

// docs/security.md "Organism security": a 403 IP_NOT_ALLOWED means the server ended the session.
describe("the console's sign-out on IP_NOT_ALLOWED", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("signs out when any call answers it, and the sign-in page says why", async () => {
    const api = signInAs(testUser({ granted: ["supervision"] }), {
      "POST /es_proxy/locations/_search": ipNotAllowed,
    });
    const { router } = await renderApp("/account");

    await waitFor(() => expect(router.state.location.pathname).toBe("/account/login"));
    expect(await screen.findByText(signedOutNotice)).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ signed_out: "ip_not_allowed", redirect: "/account" });
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false");
    // Nothing to end on the server: it ended the session itself.
    expect(api.callsTo("GET /users/sign_out")).toHaveLength(0);

    // The cached user went too: a private page asks to sign in again.
    await router.navigate({ to: "/account" });
    await waitFor(() => expect(router.state.location.pathname).toBe("/account/login"));
  });

  it("signs out when the user's own read answers it on the way into a page", async () => {
    signInAs(testUser({ granted: ["supervision"] }), { "GET /users/me": ipNotAllowed });
    const { router } = await renderApp("/network/status/monitoring");

    expect(await screen.findByText(signedOutNotice)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/login");
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("false");
  });

  it("sends a beta hand-over refused for its address to the sign-in page, not to an error page", async () => {
    mockApi({ "POST /users/login_beta": ipNotAllowed });
    const { router } = await renderApp("/account/login_beta/beta-token-1");

    expect(await screen.findByText(signedOutNotice)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/account/login");
  });

  it("leaves a refused sign-in to its own form: one message, no navigation", async () => {
    mockApi({ "POST /users/sign_in": ipNotAllowed });
    const { router } = await renderApp("/account/login");
    const events = userEvent.setup();
    await events.type(await screen.findByRole("textbox", { name: "Adresse e-mail" }), "claire.martin@example.fr");
    await events.type(screen.getByLabelText(/^Mot de passe/), "secret-password");
    await events.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(signedOutNotice);
    expect(router.state.location.search).not.toHaveProperty("signed_out");
  });
});
