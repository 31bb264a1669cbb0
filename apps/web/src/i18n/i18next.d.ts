import "i18next";
import type consoleFr from "./locales/console/fr.json";
import type publicFr from "./locales/public/fr.json";

// French is the source catalogue: every `t` key is checked against it. Its
// two parts share one namespace (see load-catalogue.ts).
declare module "i18next" {
  interface CustomTypeOptions {
    resources: { translation: typeof publicFr & typeof consoleFr };
  }
}
