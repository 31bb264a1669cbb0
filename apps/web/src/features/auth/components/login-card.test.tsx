import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { currentLanguage } from "../../../i18n/i18n";
import { languageStorageKey } from "../../../i18n/language-preference";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { testUser } from "../../../testing/users";
import { authenticatedStorageKey } from "../auth-flag";

const user = testUser({ granted: ["supervision", "statistic_home"] });

async function fillCredentials(email = "claire.martin@example.fr", password = "secret-password") {
  const events = userEvent.setup();
  await events.type(await screen.findByRole("textbox", { name: "Adresse e-mail" }), email);
  await events.type(screen.getByLabelText(/^Mot de passe/), password);
  return events;
}

async function signInWith(email?: string, password?: string) {
  const events = await fillCredentials(email, password);
  await events.click(screen.getByRole("button", { name: "Se connecter" }));
  return events;
}

function stubBrowserAddress() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, assign });
  return assign;
}

describe("sign-in page", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  describe("form", () => {
    it("shows no error before a field is touched, then the rule of each field left", async () => {
      mockApi();
      await renderApp("/account/login");
      const events = userEvent.setup();
      const email = await screen.findByRole("textbox", { name: "Adresse e-mail" });
      expect(screen.queryByText("Ce champ est obligatoire.")).not.toBeInTheDocument();

      await events.type(email, "not-an-address");
      await events.tab();
      expect(await screen.findByText("Saisissez une adresse e-mail valide.")).toBeVisible();
      expect(email).toHaveAttribute("aria-invalid", "true");
    });

    it("says what is missing when sent empty, without calling the server", async () => {
      const api = mockApi();
      await renderApp("/account/login");
      await userEvent.setup().click(await screen.findByRole("button", { name: "Se connecter" }));

      expect(await screen.findAllByText("Ce champ est obligatoire.")).toHaveLength(2);
      expect(api.callsTo("POST /users/sign_in")).toHaveLength(0);
    });

    it("links to the password reset and, where single sign-on is set up, to the provider sign-in", async () => {
      mockApi({ "GET /auth/oidc/status": { status: 200, body: { enabled: true } } });
      await renderApp("/account/login?redirect=%2Fstatistics");
      expect(await screen.findByRole("link", { name: "Mot de passe oublié ?" })).toHaveAttribute(
        "href",
        "/account/password/reset",
      );
      expect(await screen.findByRole("link", { name: "Se connecter avec votre compte fournisseur" })).toHaveAttribute(
        "href",
        "/api/auth/oidc/start?redirect=%2Fstatistics",
      );
    });

    it("offers no provider sign-in where single sign-on is not set up", async () => {
      const api = mockApi({ "GET /auth/oidc/status": { status: 200, body: { enabled: false } } });
      await renderApp("/account/login");
      await screen.findByRole("link", { name: "Mot de passe oublié ?" });
      await waitFor(() => expect(api.callsTo("GET /auth/oidc/status")).toHaveLength(1));
      expect(screen.queryByRole("link", { name: "Se connecter avec votre compte fournisseur" })).toBeNull();
    });
  });

  describe("success", () => {
    it("sends the credentials, remembers the sign-in and opens the page asked for", async () => {
      const api = mockApi({ "POST /users/sign_in": { status: 200, body: user } });
      const { router } = await renderApp("/account/login?redirect=%2Fstatistics%3Flocation_site%3D4");
      const events = await fillCredentials("Claire.Martin@Example.fr ");
      await events.click(screen.getByRole("checkbox", { name: "Se souvenir de moi" }));
      await events.click(screen.getByRole("button", { name: "Se connecter" }));

      await waitFor(() => expect(router.state.location.pathname).toBe("/statistics"));
      expect(router.state.location.search).toMatchObject({ location_site: 4 });
      expect(api.callsTo("POST /users/sign_in")[0]?.body).toEqual({
        email: "claire.martin@example.fr",
        password: "secret-password",
        remember_me: true,
      });
      expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("true");
      // The user came with the answer: no second call to read it.
      expect(api.callsTo("GET /users/me")).toHaveLength(0);
    });

    it("speaks the language kept on the account from sign-in on", async () => {
      mockApi({ "POST /users/sign_in": { status: 200, body: testUser({ language: "de" }) } });
      const { router } = await renderApp("/account/login");
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      await waitFor(() => expect(document.documentElement.lang).toBe("de"));
      expect(currentLanguage()).toBe("de");
    });

    it("keeps a language chosen on this device before signing in over the account's", async () => {
      mockApi({ "POST /users/sign_in": { status: 200, body: testUser({ language: "de" }) } });
      // French chosen in the sign-in page's menu on this device.
      window.localStorage.setItem(languageStorageKey, "fr");
      const { router } = await renderApp("/account/login");
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(currentLanguage()).toBe("fr");
      expect(document.documentElement.lang).toBe("fr");
    });

    it("goes home without a redirect, and never to another site", async () => {
      mockApi({ "POST /users/sign_in": { status: 200, body: user } });
      const { router } = await renderApp("/account/login?redirect=%2F%2Fevil.example%2F");
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    });

    it("follows redirect_url through the API base", async () => {
      mockApi({ "POST /users/sign_in": { status: 200, body: user } });
      await renderApp("/account/login?redirect_url=%2Fv2%2Fsessions%2Fredirect_to_production%3Ftoken%3Dabc");
      const assign = stubBrowserAddress();
      await signInWith();
      await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/v2/sessions/redirect_to_production?token=abc"));
    });

    it("opens a console page named in redirect_url here, not through the API base", async () => {
      mockApi({ "POST /users/sign_in": { status: 200, body: user } });
      const { router } = await renderApp("/account/login?redirect_url=%2Faccount");
      const assign = stubBrowserAddress();
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
      expect(assign).not.toHaveBeenCalled();
    });

    it("sends a beta-only account to the beta console, unless force=yes", async () => {
      const betaOnly = testUser({ beta_only: true, beta_url: "https://beta.ondine.example/" });
      mockApi({ "POST /users/sign_in": { status: 200, body: betaOnly } });
      await renderApp("/account/login");
      const assign = stubBrowserAddress();
      await signInWith();
      await waitFor(() => expect(assign).toHaveBeenCalledWith("https://beta.ondine.example/"));
    });

    it("keeps a beta-only account here with force=yes", async () => {
      const betaOnly = testUser({ beta_only: true, beta_url: "https://beta.ondine.example/" });
      mockApi({ "POST /users/sign_in": { status: 200, body: betaOnly } });
      const { router } = await renderApp("/account/login?force=yes");
      const assign = stubBrowserAddress();
      await signInWith();
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
      expect(assign).not.toHaveBeenCalled();
    });

    it("sends a signed-in user home", async () => {
      window.localStorage.setItem(authenticatedStorageKey, "true");
      mockApi({ "GET /users/me": { status: 200, body: user } });
      const { router } = await renderApp("/account/login");
      await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    });
  });

  describe("refusals (docs/product.md#errors)", () => {
    it.each([
      ["invalid_credentials", "Adresse e-mail ou mot de passe incorrect."],
      [
        "last_attempt",
        "Adresse e-mail ou mot de passe incorrect. Il vous reste une tentative avant le verrouillage de votre compte.",
      ],
      [undefined, "Adresse e-mail ou mot de passe incorrect."],
    ])("marks both fields for reason %s", async (reason, message) => {
      mockApi({ "POST /users/sign_in": { status: 401, body: errorBody("NOT_AUTHORIZED", reason ? { reason } : {}) } });
      await renderApp("/account/login");
      await signInWith();

      expect(await screen.findByText(message)).toBeVisible();
      expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toHaveAttribute("aria-invalid", "true");
      expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute("aria-invalid", "true");
      expect(window.localStorage.getItem(authenticatedStorageKey)).toBeNull();
    });

    it.each([
      [401, errorBody("NOT_AUTHORIZED", { reason: "locked" }), /Votre compte est verrouillé/],
      [401, errorBody("NOT_AUTHORIZED", { reason: "unconfirmed" }), /Votre compte n'est pas encore confirmé/],
      [
        401,
        errorBody("NOT_AUTHORIZED", { reason: "deactivated" }),
        "Votre compte a été désactivé. Contactez votre administrateur.",
      ],
      [405, errorBody("SSO_REQUIRED"), /connectez-vous avec votre compte fournisseur/],
      [403, errorBody("IP_NOT_ALLOWED"), "La connexion n'est pas autorisée depuis votre réseau (adresse IP)."],
      [500, errorBody("INTERNAL_ERROR"), "Une erreur est survenue sur le serveur. Réessayez plus tard."],
      [429, errorBody("TOO_MANY_REQUESTS", { retry_after: 840 }), "Trop de tentatives. Réessayez dans 14 minutes."],
    ])("answers a %i %o with its message", async (status, body, message) => {
      mockApi({ "POST /users/sign_in": { status, body } });
      await renderApp("/account/login");
      await signInWith();

      expect(await screen.findByRole("alert")).toHaveTextContent(message);
      expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).not.toHaveAttribute("aria-invalid", "true");
    });
  });

  describe("unlock link", () => {
    it("unlocks the account from the mailed link", async () => {
      const api = mockApi({ "GET /users/unlock": { status: 204 } });
      await renderApp("/account/login?unlock_token=tok-1");
      expect(await screen.findByText("Votre compte est déverrouillé. Vous pouvez vous reconnecter.")).toBeVisible();
      expect(api.callsTo("GET /users/unlock")).toHaveLength(1);
      expect(api.callsTo("GET /users/unlock")[0]?.query.get("unlock_token")).toBe("tok-1");
    });

    it("says when the link is no longer valid", async () => {
      mockApi({ "GET /users/unlock": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
      await renderApp("/account/login?unlock_token=used");
      expect(
        await screen.findByText("Ce lien de déverrouillage n'est pas valide ou a déjà été utilisé."),
      ).toBeVisible();
    });
  });
});

/** docs/security.md "Two-factor sign-in": SPEC's five messages of a refused second factor. */
const secondFactorMessages = [
  ["twoFactor.code_invalid", "Ce code n'est pas valide."],
  ["twoFactor.code_expired", "Ce code a expiré. Demandez-en un nouveau."],
  ["twoFactor.code_missing", "Saisissez le code reçu."],
  ["twoFactor.max_attempts", "Trop de codes erronés. Revenez en arrière pour vous reconnecter."],
  ["twoFactor.verification_error", "Le code n'a pas pu être vérifié. Réessayez."],
] as const;

describe("two-factor step", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  function codeBoxes() {
    return screen.getAllByLabelText("Code à 6 chiffres", { selector: "input" });
  }

  async function reachCodeStep(extra: Record<string, unknown> = {}) {
    const api = mockApi({
      "POST /users/sign_in": { status: 302, body: errorBody("TWO_FACTOR_REQUIRED", extra) },
    });
    const view = await renderApp("/account/login?redirect=%2Faccount");
    const events = await signInWith();
    expect(await screen.findByRole("heading", { level: 1, name: "Code de vérification" })).toBeInTheDocument();
    // The code step is its own chunk, loaded on the way.
    await screen.findAllByLabelText("Code à 6 chiffres", { selector: "input" });
    return { api, events, ...view };
  }

  it("asks for the mailed code and signs in with it", async () => {
    const { api, events, router } = await reachCodeStep();
    api.answer("POST /users/two_factor", { status: 200, body: user });
    api.answer("GET /users/me", { status: 200, body: user });
    expect(screen.getByText(/nous vous avons envoyé par e-mail un code de vérification/)).toBeVisible();
    expect(codeBoxes()).toHaveLength(6);

    await events.type(codeBoxes()[0] as HTMLElement, "123456");

    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(api.callsTo("POST /users/two_factor")[0]?.body).toEqual({ code: "123456" });
    expect(window.localStorage.getItem(authenticatedStorageKey)).toBe("true");
  });

  it("checks the code is complete before sending it", async () => {
    const { api, events } = await reachCodeStep();
    await events.type(codeBoxes()[0] as HTMLElement, "12");
    await events.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Ce code n'est pas valide.")).toBeVisible();
    expect(api.callsTo("POST /users/two_factor")).toHaveLength(0);
  });

  it.each(secondFactorMessages)("shows the server's %s", async (key, message) => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor", {
      status: 422,
      body: { code: "INVALID_PARAMETERS", message: "Bad code.", errors: { code: [key] } },
    });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByText(message)).toBeVisible();
  });

  it("shows a generic message when the check fails otherwise", async () => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor", { status: 500, body: errorBody("INTERNAL_ERROR") });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByRole("alert")).toHaveTextContent("Le code n'a pas pu être vérifié. Réessayez.");
  });

  it("goes back to the form when the pending sign-in has expired", async () => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor", { status: 401, body: errorBody("NOT_AUTHORIZED") });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByText("Votre session a expiré. Veuillez vous reconnecter.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toHaveValue("claire.martin@example.fr");
  });

  it("goes back to the form saying the account is locked when wrong codes locked it", async () => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor", { status: 401, body: errorBody("NOT_AUTHORIZED", { reason: "locked" }) });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Votre compte est verrouillé/);
    expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toHaveValue("claire.martin@example.fr");
  });

  it("says how long to wait when codes or resends are rate-limited", async () => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor", { status: 429, body: errorBody("TOO_MANY_REQUESTS", { retry_after: 30 }) });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez dans 30 secondes.");
    api.answer("POST /users/two_factor/resend", {
      status: 429,
      body: errorBody("TOO_MANY_REQUESTS", { retry_after: 61 }),
    });
    await events.click(screen.getByRole("button", { name: "Envoyer un nouveau code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez dans 2 minutes.");
  });

  it("counts down before a new code may be asked for, then sends one", async () => {
    const { api, events } = await reachCodeStep({ resend_available_in: 2 });
    api.answer("POST /users/two_factor/resend", { status: 200, body: { resend_available_in: 30 } });
    const waiting = screen.getByRole("button", { name: /Nouveau code dans \d s/ });
    expect(waiting).toBeDisabled();

    const resend = await screen.findByRole("button", { name: "Envoyer un nouveau code" }, { timeout: 4000 });
    await events.click(resend);

    expect(await screen.findByText("Un nouveau code a été envoyé à votre adresse e-mail.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Nouveau code dans 30 s" })).toBeDisabled();
    expect(api.callsTo("POST /users/two_factor/resend")).toHaveLength(1);
  });

  it("waits as long as the server says when asked too soon", async () => {
    const { api, events } = await reachCodeStep();
    api.answer("POST /users/two_factor/resend", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", {
        errors: { code: ["twoFactor.resend_too_soon"] },
        resend_available_in: 45,
      }),
    });
    await events.click(screen.getByRole("button", { name: "Envoyer un nouveau code" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Patientez un peu avant de demander un nouveau code.");
    expect(screen.getByRole("button", { name: "Nouveau code dans 45 s" })).toBeDisabled();
  });

  it("returns to the form, email kept", async () => {
    const { events } = await reachCodeStep();
    await events.click(screen.getByRole("button", { name: "Retour à la connexion" }));
    const form = await screen.findByRole("textbox", { name: "Adresse e-mail" });
    expect(form).toHaveValue("claire.martin@example.fr");
    expect(within(document.body).queryByText(/Votre session a expiré/)).not.toBeInTheDocument();
  });
});

describe("two-factor step with an authenticator app", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  const codeBoxes = () => screen.getAllByLabelText("Code à 6 chiffres", { selector: "input" });

  async function reachAppStep() {
    const api = mockApi({
      "POST /users/sign_in": {
        status: 302,
        body: errorBody("TWO_FACTOR_REQUIRED", { two_factor_method: "authenticator" }),
      },
    });
    const view = await renderApp("/account/login?redirect=%2Faccount");
    const events = await signInWith();
    await screen.findAllByLabelText("Code à 6 chiffres", { selector: "input" });
    return { api, events, ...view };
  }

  async function useRecoveryCode(events: ReturnType<typeof userEvent.setup>) {
    await events.click(screen.getByRole("button", { name: "Utiliser un code de secours" }));
    return screen.findByRole("textbox", { name: "Code de secours" });
  }

  it("asks for the app's code, which the phone may fill in, and offers no new mailed code", async () => {
    const { api, events, router } = await reachAppStep();
    api.answer("POST /users/two_factor", { status: 200, body: user });
    expect(
      screen.getByText("Saisissez le code à 6 chiffres affiché par votre application d'authentification."),
    ).toBeVisible();
    expect(screen.queryByText(/nous vous avons envoyé par e-mail/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Envoyer un nouveau code" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Nouveau code dans/ })).not.toBeInTheDocument();
    const [first] = codeBoxes();
    expect(first).toHaveAttribute("autocomplete", "one-time-code");
    expect(first).toHaveAttribute("inputmode", "numeric");

    await events.type(first as HTMLElement, "482913");

    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(api.callsTo("POST /users/two_factor")[0]?.body).toEqual({ code: "482913" });
  });

  it("takes a recovery code in place of the app's, and goes back to the code", async () => {
    const { api, events, router } = await reachAppStep();
    api.answer("POST /users/two_factor", { status: 200, body: user });
    const field = await useRecoveryCode(events);
    expect(field).toHaveAttribute("autocomplete", "off");
    expect(screen.getByText(/l'un des codes de secours que vous avez conservés/)).toBeVisible();

    await events.click(screen.getByRole("button", { name: "Utiliser plutôt le code à 6 chiffres" }));
    expect(await screen.findAllByLabelText("Code à 6 chiffres", { selector: "input" })).toHaveLength(6);
    expect(screen.queryByRole("textbox", { name: "Code de secours" })).not.toBeInTheDocument();

    await events.type(await useRecoveryCode(events), "  K7M2P-X9Q4R ");
    await events.click(screen.getByRole("button", { name: "Vérifier" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/account"));
    expect(api.callsTo("POST /users/two_factor").map((call) => call.body)).toEqual([{ recovery_code: "K7M2P-X9Q4R" }]);
  });

  it("asks for a recovery code before sending an empty one", async () => {
    const { api, events } = await reachAppStep();
    await useRecoveryCode(events);
    await events.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Saisissez le code reçu.")).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Code de secours" })).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("POST /users/two_factor")).toHaveLength(0);
  });

  it.each(secondFactorMessages)("shows the server's %s for the app's code", async (key, message) => {
    const { api, events } = await reachAppStep();
    api.answer("POST /users/two_factor", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", { errors: { code: [key] } }),
    });
    await events.type(codeBoxes()[0] as HTMLElement, "654321");
    expect(await screen.findByText(message)).toBeVisible();
  });

  it.each(secondFactorMessages)("shows the server's %s for a recovery code", async (key, message) => {
    const { api, events } = await reachAppStep();
    api.answer("POST /users/two_factor", {
      status: 422,
      body: errorBody("INVALID_PARAMETERS", { errors: { recovery_code: [key] } }),
    });
    await events.type(await useRecoveryCode(events), "k7m2p-x9q4r");
    await events.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole("textbox", { name: "Code de secours" })).toHaveAttribute("aria-invalid", "true");
  });
});
