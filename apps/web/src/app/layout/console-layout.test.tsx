import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import { onAPhone } from "../../testing/on-a-phone";
import { renderApp } from "../../testing/render-app";
import { signInAs, testAdmin } from "../../testing/users";

describe("console layout", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
    signInAs(testAdmin());
  });

  it("lists the menu by category and marks the current screen", async () => {
    await renderApp("/statistics/codes");
    const menu = await screen.findByRole("navigation", { name: "Menu principal" });

    expect(within(menu).getByRole("heading", { name: "Statistiques" })).toBeInTheDocument();
    expect(within(menu).getByRole("link", { name: "Codes utilisés" })).toHaveAttribute("aria-current", "page");
    expect(within(menu).getByRole("link", { name: "Accueil" })).not.toHaveAttribute("aria-current");
    expect(within(menu).getByRole("link", { name: "Cartes" })).toHaveAttribute("href", "/network/status/maps");
  });

  it("follows a menu entry and keeps the selected location in the query", async () => {
    const user = userEvent.setup();
    const { router } = await renderApp("/?location_site=12&location_organism=3");
    const menu = await screen.findByRole("navigation", { name: "Menu principal" });

    await user.click(within(menu).getByRole("link", { name: "Incidents" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Incidents" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/network/status/events");
    expect(router.state.location.search).toEqual({ location_site: 12, location_organism: 3 });
  });

  it("disables the desktop-only entries on a phone", async () => {
    onAPhone();
    await renderApp("/");
    const menu = await screen.findByRole("navigation", { name: "Menu principal", hidden: true });

    const maps = within(menu).getByRole("button", { name: /Cartes/, hidden: true });
    expect(maps).toHaveAttribute("aria-disabled", "true");
    expect(maps).toHaveTextContent("Disponible sur ordinateur");
    expect(within(menu).getByRole("button", { name: /Rapport annuel/, hidden: true })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    expect(within(menu).getByRole("link", { name: "Supervision", hidden: true })).toBeInTheDocument();
  });

  it("opens the skip link's target, the screen", async () => {
    const user = userEvent.setup();
    await renderApp("/");
    await screen.findByRole("heading", { level: 1, name: "Accueil" });

    await user.tab();
    expect(screen.getByRole("link", { name: "Aller au contenu" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("main")).toHaveFocus();
  });

  it("keeps the brand only on the SSO error page", async () => {
    await renderApp("/support/sso_error/access_denied");
    await screen.findByRole("heading", { level: 1, name: "Échec de l'authentification unique" });
    expect(screen.getByRole("link", { name: "Ondine, retour à l'accueil" })).toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(screen.queryByRole("combobox")).not.toBeInTheDocument();
  });
});
