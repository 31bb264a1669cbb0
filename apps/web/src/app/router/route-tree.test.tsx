import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import { renderApp } from "../../testing/render-app";
import { signInAs, testAdmin } from "../../testing/users";

describe("route table", () => {
  beforeEach(async () => {
    await applyLanguage("fr");
    signInAs(testAdmin());
  });

  it("matches optional parameters of docs/product.md#navigation-routes paths", async () => {
    await renderApp("/network/status/maps/building-1/floor-2");
    expect(await screen.findByRole("heading", { level: 1, name: "Cartes du réseau" })).toBeInTheDocument();
  });

  it("shows the error page of a known key, with a way home", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp("/errors/sponsor.error.invalid_link");

    expect(await screen.findByRole("heading", { level: 1, name: "Lien de parrainage invalide" })).toBeInTheDocument();
    expect(screen.getByText(/Ce lien de parrainage a expiré/)).toBeVisible();

    await user.click(screen.getByRole("link", { name: "Retour à l'accueil" }));
    await expect.poll(() => router.state.location.pathname).toBe("/");
    expect(await screen.findByRole("heading", { level: 1, name: "Accueil" })).toBeInTheDocument();
  });

  it("reads an unknown error key as not found", async () => {
    await renderApp("/errors/no.such.key");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeInTheDocument();
  });

  it("falls to the not-found error page for a path outside the table", async () => {
    await renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { level: 1, name: "Page introuvable" })).toBeInTheDocument();
    expect(screen.getByText("La page demandée n'existe pas ou a été déplacée.")).toBeVisible();
    expect(screen.getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
  });

  it("keeps the brand only on print pages", async () => {
    await renderApp("/codes/print/id/42");
    expect(await screen.findByRole("link", { name: "Ondine, retour à l'accueil" })).toBeInTheDocument();
    expect(document.title).toBe("Impression d'un code · Ondine");
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox", { name: "Langue" })).not.toBeInTheDocument();
  });

  it("shows the generic message on the SSO error page", async () => {
    await renderApp("/support/sso_error/access_denied");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Échec de l'authentification unique" }),
    ).toBeInTheDocument();
    expect(screen.getByText("access_denied")).toBeVisible();
  });

  it("draws the sign-in page in its own layout, without the console menu", async () => {
    window.localStorage.clear();
    await renderApp("/account/login?redirect=%2Fstatistics");
    expect(await screen.findByRole("heading", { level: 1, name: "Connexion" })).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Adresse e-mail" })).toBeInTheDocument();
    // Its one navigation is the legal pages' links at its foot (docs/legal.md).
    expect(screen.queryByRole("navigation", { name: "Menu principal" })).not.toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Informations légales" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Langue" })).toBeInTheDocument();
  });
});
