import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testUser } from "../../../testing/users";

// The whole console renders and is typed into: slower than a unit test on a busy machine.
describe("e-mail change", { timeout: 15_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("confirms the new address once when the mailed link is opened", async () => {
    const api = mockApi({
      "PUT /users/email_confirmation": { status: 200, body: { email: "claire.new@example.fr" } },
    });
    await renderApp("/account/email/confirm/the-token");
    expect(await screen.findByText("claire.new@example.fr est désormais votre adresse de connexion.")).toBeVisible();
    expect(api.callsTo("PUT /users/email_confirmation")).toHaveLength(1);
    expect(api.callsTo("PUT /users/email_confirmation")[0]?.body).toEqual({ token: "the-token" });
    expect(screen.getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", "/account/login");
  });

  it("says when the link expired or was used", async () => {
    mockApi({ "PUT /users/email_confirmation": { status: 404, body: errorBody("NOT_FOUND") } });
    await renderApp("/account/email/confirm/old-token");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Ce lien a expiré ou a déjà servi/);
  });

  it("says when the address was taken meanwhile", async () => {
    mockApi({ "PUT /users/email_confirmation": { status: 422, body: errorBody("INVALID_PARAMETERS") } });
    await renderApp("/account/email/confirm/late-token");
    expect(await screen.findByRole("alert")).toHaveTextContent(/Un autre compte utilise déjà cette adresse/);
  });

  it("shows a pending address on the account page", async () => {
    signInAs(testUser({ unconfirmed_email: "claire.new@example.fr" }));
    await renderApp("/account");
    expect(await screen.findByText("En attente de confirmation : claire.new@example.fr")).toBeVisible();
    expect(screen.getByRole("link", { name: "Modifier mon adresse e-mail" })).toHaveAttribute(
      "href",
      "/administration/accounts/12/edit",
    );
  });

  it("asks for the current password when one changes one's own address, then shows it pending", async () => {
    const me = testUser({ salutation: "mrs" });
    const api = signInAs(me, {
      "GET /users/12": { status: 200, body: me },
      "PATCH /users/12": { status: 200, body: { ...me, unconfirmed_email: "claire.new@example.fr" } },
    });
    await renderApp("/administration/accounts/12/edit");
    const events = userEvent.setup();
    const email = await screen.findByRole("textbox", { name: /^Adresse e-mail/ });
    expect(screen.queryByLabelText(/^Mot de passe actuel/)).toBeNull();
    await events.clear(email);
    await events.type(email, "claire.new@example.fr");
    await events.type(screen.getByLabelText(/^Mot de passe actuel/), "my current password");
    await events.click(screen.getByRole("button", { name: "Enregistrer" }));

    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Compte enregistré")).toBeVisible();
    expect(
      within(dialog).getByText(/Nouvelle adresse en attente de confirmation : claire.new@example.fr/),
    ).toBeVisible();
    const body = api.callsTo("PATCH /users/12")[0]?.body as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ email: "claire.new@example.fr", current_password: "my current password" });
    // Once in the modal, once above the form.
    expect(screen.getAllByText(/Nouvelle adresse en attente de confirmation/)).toHaveLength(2);
  });
});
