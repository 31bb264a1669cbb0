import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import { onAPhone } from "../../testing/on-a-phone";
import { renderApp } from "../../testing/render-app";
import { signInAs, testAdmin } from "../../testing/users";

describe("console header", { timeout: 20_000 }, () => {
  beforeEach(async () => {
    await applyLanguage("fr");
    signInAs(testAdmin());
  });
  afterEach(() => vi.restoreAllMocks());

  it("holds the location search, the language and the user's menu on one row on a wide screen", async () => {
    await renderApp("/network/status/monitoring");
    const header = await screen.findByRole("banner");

    expect(await within(header).findByRole("textbox", { name: "Choisir un lieu" })).toBeInTheDocument();
    expect(within(header).getByRole("combobox", { name: "Langue" })).toBeInTheDocument();
    expect(within(header).getByRole("button", { name: /Menu du compte/ })).toBeInTheDocument();
  });

  it("folds on a phone: the location search on its own row, the language in the menu drawer", async () => {
    onAPhone();
    const user = userEvent.setup();
    await renderApp("/network/status/monitoring");
    const header = await screen.findByRole("banner");

    const firstRow = within(header).getByRole("link", { name: "Ondine, retour à l'accueil" }).parentElement;
    const search = await within(header).findByRole("textbox", { name: "Choisir un lieu" });
    expect(firstRow).not.toContainElement(search);
    expect(within(header).getByRole("button", { name: /Menu du compte/ })).toBeInTheDocument();
    expect(within(header).queryByRole("combobox", { name: "Langue" })).not.toBeInTheDocument();

    await user.click(within(header).getByRole("button", { name: "Ouvrir le menu" }));
    const menu = screen.getByRole("navigation", { name: "Menu principal", hidden: true });
    expect(within(menu).getByRole("combobox", { name: "Langue", hidden: true })).toBeInTheDocument();
  });
});
