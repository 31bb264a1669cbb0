import type { AccountConfirmationAnswer } from "@ondine/domain";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";

const newPassword = () => screen.getByLabelText(/^Nouveau mot de passe/);
const confirmation = () => screen.getByLabelText(/^Confirmez le nouveau mot de passe/);

async function choosePassword(password: string, repeated = password) {
  const events = userEvent.setup();
  await events.type(newPassword(), password);
  await events.type(confirmation(), repeated);
  return events;
}

describe("password reset request", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("mails a link to the address given", async () => {
    const api = mockApi({ "POST /users/password": { status: 204 } });
    await renderApp("/account/password/reset");
    expect(await screen.findByRole("heading", { level: 1, name: "Mot de passe oublié ?" })).toBeInTheDocument();

    const events = userEvent.setup();
    await events.type(screen.getByRole("textbox", { name: "Adresse e-mail" }), "Claire@Example.fr");
    await events.click(screen.getByRole("button", { name: "Envoyer le lien" }));

    expect(await screen.findByText(/Nous avons envoyé un lien à claire@example.fr/)).toBeVisible();
    expect(api.callsTo("POST /users/password")[0]?.body).toEqual({ user: { email: "claire@example.fr" } });
    expect(screen.getByRole("link", { name: "Retour à la connexion" })).toHaveAttribute("href", "/account/login");
  });

  it("checks the address before sending it", async () => {
    const api = mockApi();
    await renderApp("/account/password/reset");
    const events = userEvent.setup();
    await events.type(await screen.findByRole("textbox", { name: "Adresse e-mail" }), "claire");
    await events.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByText("Saisissez une adresse e-mail valide.")).toBeVisible();
    expect(api.callsTo("POST /users/password")).toHaveLength(0);
  });

  it("says when no account uses the address", async () => {
    mockApi({ "POST /users/password": { status: 404, body: errorBody("NOT_FOUND") } });
    await renderApp("/account/password/reset");
    const events = userEvent.setup();
    const email = await screen.findByRole("textbox", { name: "Adresse e-mail" });
    await events.type(email, "nobody@example.fr");
    await events.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByText("Aucun compte n'utilise cette adresse e-mail.")).toBeVisible();
    expect(email).toHaveAttribute("aria-invalid", "true");
  });

  it("says how long to wait when too many links were asked for", async () => {
    mockApi({
      "POST /users/password": { status: 429, body: errorBody("TOO_MANY_REQUESTS", { retry_after: 3600 }) },
    });
    await renderApp("/account/password/reset");
    const events = userEvent.setup();
    await events.type(await screen.findByRole("textbox", { name: "Adresse e-mail" }), "claire@example.fr");
    await events.click(screen.getByRole("button", { name: "Envoyer le lien" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Trop de tentatives. Réessayez dans 60 minutes.");
  });
});

describe("password reset with the mailed token", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("sets the new password and offers to sign in", async () => {
    const api = mockApi({ "PUT /users/password": { status: 204 } });
    await renderApp("/account/password/reset/tok-42");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" }),
    ).toBeInTheDocument();

    const events = await choosePassword("nouveau-secret");
    await events.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    expect(await screen.findByText(/Votre mot de passe a été modifié/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/account/login");
    expect(api.callsTo("PUT /users/password")[0]?.body).toEqual({
      user: { password: "nouveau-secret", password_confirmation: "nouveau-secret", reset_password_token: "tok-42" },
    });
  });

  it("holds a short password and a confirmation that differs", async () => {
    const api = mockApi();
    await renderApp("/account/password/reset/tok-42");
    await screen.findByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" });
    const events = await choosePassword("court", "autre");
    await events.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    expect(await screen.findByText("Trop court : au moins 8 caractères.")).toBeVisible();
    expect(screen.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
    expect(newPassword()).toHaveAttribute("aria-invalid", "true");
    expect(api.callsTo("PUT /users/password")).toHaveLength(0);
  });

  it("says the link is invalid on NOT_AUTHORIZED, with a way to ask again", async () => {
    mockApi({ "PUT /users/password": { status: 401, body: errorBody("NOT_AUTHORIZED") } });
    await renderApp("/account/password/reset/expired");
    await screen.findByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" });
    const events = await choosePassword("nouveau-secret");
    await events.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Ce lien de réinitialisation n'est pas valide ou a expiré.",
    );
    expect(screen.getByRole("link", { name: "Demander un nouveau lien" })).toHaveAttribute(
      "href",
      "/account/password/reset",
    );
  });

  it("names the error code of any other failure", async () => {
    mockApi({ "PUT /users/password": { status: 500, body: errorBody("INTERNAL_ERROR") } });
    await renderApp("/account/password/reset/tok-42");
    await screen.findByRole("heading", { level: 1, name: "Choisissez un nouveau mot de passe" });
    const events = await choosePassword("nouveau-secret");
    await events.click(screen.getByRole("button", { name: "Enregistrer le mot de passe" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Une erreur est survenue (erreur INTERNAL_ERROR). Veuillez réessayer.",
    );
  });
});

describe("password creation (account confirmation)", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  // GET and PUT answer the same: the account the link names.
  const invitation: AccountConfirmationAnswer = { email: "leo@example.fr", first_name: "Léo" };
  const confirmationFor = { "GET /users/confirmation": { status: 200, body: invitation } };

  it("loads the invitation, then creates the password", async () => {
    const api = mockApi({ ...confirmationFor, "PUT /users/confirmation": { status: 200, body: invitation } });
    await renderApp("/account/password/create/conf-7");

    expect(await screen.findByText("Bienvenue, Léo ! Choisissez le mot de passe de votre compte.")).toBeVisible();
    expect(api.calls[0]?.query.get("confirmation_token")).toBe("conf-7");
    expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toHaveValue("leo@example.fr");

    const events = await choosePassword("premier-secret");
    await events.click(screen.getByRole("button", { name: "Créer mon mot de passe" }));

    expect(await screen.findByText(/Votre mot de passe est créé et votre compte est actif/)).toBeVisible();
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/account/login");
    expect(api.callsTo("PUT /users/confirmation")[0]?.body).toEqual({
      confirmation_token: "conf-7",
      user: { password: "premier-secret", password_confirmation: "premier-secret" },
    });
  });

  it("shows a loader while the invitation is checked", async () => {
    mockApi({
      "GET /users/confirmation": () => ({ status: 200, body: { email: "leo@example.fr", first_name: "Léo" } }),
    });
    await renderApp("/account/password/create/conf-7");
    expect(await screen.findByRole("status", { name: "Vérification de votre lien d'invitation…" })).toBeInTheDocument();
    await screen.findByText(/Bienvenue, Léo/);
  });

  it.each([
    [401, "NOT_AUTHORIZED", "Ce lien d'invitation n'est pas valide ou a expiré."],
    [422, "INVALID_PARAMETERS", "Ce compte est déjà actif : connectez-vous avec votre mot de passe."],
    [500, "INTERNAL_ERROR", "Une erreur est survenue (erreur INTERNAL_ERROR). Veuillez réessayer."],
  ])(
    "explains a %i on the invitation",
    async (status, code, message) => {
      mockApi({ "GET /users/confirmation": { status, body: errorBody(code) } });
      await renderApp("/account/password/create/conf-7");
      expect(await screen.findByRole("alert", {}, { timeout: 8000 })).toHaveTextContent(message);
      expect(screen.getByRole("link", { name: "Retour à la connexion" })).toBeInTheDocument();
      expect(screen.queryByLabelText(/^Nouveau mot de passe/)).not.toBeInTheDocument();
    },
    12_000,
  );

  it("says the passwords differ on WRONG_PARAMETERS", async () => {
    mockApi({ ...confirmationFor, "PUT /users/confirmation": { status: 400, body: errorBody("WRONG_PARAMETERS") } });
    await renderApp("/account/password/create/conf-7");
    await screen.findByText(/Bienvenue, Léo/);
    const events = await choosePassword("premier-secret");
    await events.click(screen.getByRole("button", { name: "Créer mon mot de passe" }));
    expect(await screen.findByText("Les mots de passe ne correspondent pas.")).toBeVisible();
    expect(confirmation()).toHaveAttribute("aria-invalid", "true");
  });

  it.each([
    [422, "INVALID_PARAMETERS", "Ce compte est déjà actif : connectez-vous avec votre mot de passe."],
    [401, "NOT_AUTHORIZED", "Ce lien d'invitation n'est pas valide ou a expiré."],
    [503, "UNKNOWN_ERROR", "Une erreur est survenue (erreur UNKNOWN_ERROR). Veuillez réessayer."],
  ])("explains a %i on saving", async (status, code, message) => {
    mockApi({ ...confirmationFor, "PUT /users/confirmation": { status, body: errorBody(code) } });
    await renderApp("/account/password/create/conf-7");
    await screen.findByText(/Bienvenue, Léo/);
    const events = await choosePassword("premier-secret");
    await events.click(screen.getByRole("button", { name: "Créer mon mot de passe" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(message));
  });
});
