import { navigation } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import fr from "../../i18n/locales/public/fr.json";

describe("navigation menu labels", () => {
  it("has a label for every category and entry of the domain's navigation list", () => {
    for (const category of navigation) {
      expect(fr.shell.menu.categories).toHaveProperty(category.id);
      for (const entry of category.entries) expect(fr.shell.menu.entries).toHaveProperty(entry.id);
    }
  });
});
