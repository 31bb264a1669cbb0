import { navigation } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { applyLanguage } from "../../i18n/change-language";
import fr from "../../i18n/locales/public/fr.json";
import { testPublicConfig } from "../../testing/public-config";
import { renderApp } from "../../testing/render-app";
import { signInAs, testUser } from "../../testing/users";

describe("navigation menu labels", () => {
  it("has a label for every category and entry of the domain's navigation list", () => {
    for (const category of navigation) {
      expect(fr.shell.menu.categories).toHaveProperty(category.id);
      for (const entry of category.entries) expect(fr.shell.menu.entries).toHaveProperty(entry.id);
    }
  });
});

// docs/product.md#navigation-menu: internal links, external links and links into other environments.
describe("navigation menu links out of the console", { timeout: 20_000 }, () => {
  const supportUser = testUser({ granted: ["supervision", "requests"] });
  const campus = { label: "Ondine Campus", url: "https://campus.ondine.example/" };

  beforeEach(async () => {
    await applyLanguage("fr");
  });

  async function openMenu(config = testPublicConfig()) {
    signInAs(supportUser, { "GET /config/public": { status: 200, body: config } });
    await renderApp("/");
    return within(await screen.findByRole("navigation", { name: "Menu principal" }));
  }

  it("opens the support portal and the usage guides in a new tab, in the interface's language", async () => {
    const menu = await openMenu();
    const portal = await menu.findByRole("link", { name: "Portail d'assistance (s'ouvre dans un nouvel onglet)" });
    expect(portal).toHaveAttribute("href", "https://support.ondine.example/fr");
    expect(portal).toHaveAttribute("target", "_blank");
    expect(portal).toHaveAttribute("rel", "noopener noreferrer");
    const guides = menu.getByRole("link", { name: "Guides d'utilisation (s'ouvre dans un nouvel onglet)" });
    expect(guides).toHaveAttribute("href", "https://support.ondine.example/fr/guides/usage");
    expect(guides).toHaveAttribute("rel", "noopener noreferrer");
    // Internal entries stay links inside the console, in the same tab.
    expect(menu.getByRole("link", { name: "Tickets d'assistance" })).not.toHaveAttribute("target");
  });

  it("lists the environments the settings name, each opening in a new tab", async () => {
    const menu = await openMenu(testPublicConfig({ menu_environment_links: [campus] }));
    expect(await menu.findByRole("heading", { name: "Autres environnements" })).toBeInTheDocument();
    const link = menu.getByRole("link", { name: "Ondine Campus (s'ouvre dans un nouvel onglet)" });
    expect(link).toHaveAttribute("href", campus.url);
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
  });

  it("has no environments category when the settings name none", async () => {
    const menu = await openMenu();
    await menu.findByRole("link", { name: /Portail d'assistance/ });
    expect(menu.queryByRole("heading", { name: "Autres environnements" })).not.toBeInTheDocument();
  });
});
