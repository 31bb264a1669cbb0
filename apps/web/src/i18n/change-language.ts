import type { InterfaceLanguage } from "@ondine/domain";
import { i18n } from "./i18n";
import { storeLanguage } from "./language-preference";
import { loadCatalogue } from "./load-catalogue";

/** Switches the interface once the catalogue is there, so no key ever flashes. */
export async function applyLanguage(language: InterfaceLanguage): Promise<void> {
  await loadCatalogue(language);
  await i18n.changeLanguage(language);
}

/** A choice made by the user (top menu or `?lang=`): applied and remembered. */
export async function chooseLanguage(language: InterfaceLanguage): Promise<void> {
  await applyLanguage(language);
  storeLanguage(language);
}
