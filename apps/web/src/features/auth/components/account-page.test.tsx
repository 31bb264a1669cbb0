import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../../i18n/change-language";
import { errorBody } from "../../../testing/mock-api";
import { renderApp } from "../../../testing/render-app";
import { signInAs, testAdmin, testUser } from "../../../testing/users";

async function changePassword(current: string, next: string, repeated = next) {
  const events = userEvent.setup();
  if (current) await events.type(screen.getByLabelText(/^Mot de passe actuel/), current);
  await events.type(screen.getByLabelText(/^Nouveau mot de passe/), next);
  await events.type(screen.getByLabelText(/^Confirmez le nouveau mot de passe/), repeated);
  await events.click(screen.getByRole("button", { name: "Changer le mot de passe" }));
}

describe("account page", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
  });

  it("shows who the user is and what they may open", async () => {
    signInAs(testUser({ granted: ["supervision", "statistic_home", "code"] }));
    await renderApp("/account");
    const identity = (await screen.findByRole("heading", { level: 2, name: "Identité" })).closest("div")?.parentElement;
    if (!identity) throw new Error("no identity card");

    expect(within(identity).getByText("Claire Martin")).toBeVisible();
    expect(within(identity).getByText("claire.martin@example.fr")).toBeVisible();
    expect(within(identity).getByText("Directrice d'exploitation")).toBeVisible();
    expect(within(identity).getByText("Hôtels Lumière")).toBeVisible();
    expect(within(identity).getByText(/Accueil, Supervision, Bornes Wi-Fi/)).toBeVisible();
    expect(within(identity).getByText(/Créer des codes, Liste des codes/)).toBeVisible();
    expect(within(identity).getByText(/Vue d'ensemble/)).toBeVisible();
  });

  it("sums an admin up in one line", async () => {
    signInAs(testAdmin());
    await renderApp("/account");
    expect(await screen.findByText("Administrateur : toutes les fonctionnalités")).toBeVisible();
  });

  it("changes the password and says so", async () => {
    const api = signInAs(testUser({ granted: ["supervision"] }), {
      "PATCH /users/update_password": { status: 204 },
    });
    await renderApp("/account");
    await screen.findByRole("heading", { level: 2, name: "Changer de mot de passe" });

    await changePassword("ancien-secret", "nouveau-secret");

    expect(await screen.findByText("Votre mot de passe a été mis à jour.")).toBeVisible();
    expect(api.callsTo("PATCH /users/update_password")[0]?.body).toEqual({
      current_password: "ancien-secret",
      user: { password: "nouveau-secret", password_confirmation: "nouveau-secret" },
    });
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue("");
  });

  it("says when the current password is wrong", async () => {
    signInAs(testUser({ granted: ["supervision"] }), {
      "PATCH /users/update_password": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { current_password: ["account.password.wrong"] } }),
      },
    });
    await renderApp("/account");
    await screen.findByRole("heading", { level: 2, name: "Changer de mot de passe" });

    await changePassword("pas-le-bon", "nouveau-secret");

    expect(await screen.findByText("Le mot de passe actuel est incorrect.")).toBeVisible();
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Votre mot de passe a été mis à jour.")).not.toBeInTheDocument();
  });

  it("checks the new password before sending it", async () => {
    const api = signInAs(testUser({ granted: ["supervision"] }));
    await renderApp("/account");
    await screen.findByRole("heading", { level: 2, name: "Changer de mot de passe" });

    await changePassword("", "court", "autre");

    expect(await screen.findByText("Ce champ est obligatoire.")).toBeVisible();
    expect(screen.getByText("Les mots de passe ne correspondent pas.")).toBeVisible();
    expect(api.callsTo("PATCH /users/update_password")).toHaveLength(0);
  });
});
