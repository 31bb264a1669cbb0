import "@mantine/dates/styles.css";
import "dayjs/locale/de";
import "dayjs/locale/es";
import "dayjs/locale/fr";
import "dayjs/locale/nl";
import "dayjs/locale/zh-cn";
import { DatesProvider } from "@mantine/dates";
import type { Language } from "@ondine/domain";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n/i18n";

// "LL" and "LLL" formats: each language's own way of writing a date.
dayjs.extend(localizedFormat);

/** dayjs names its locales after regions where a language has several; English is built in. */
const dayjsLocales: Record<Language, string> = { fr: "fr", en: "en", es: "es", de: "de", nl: "nl", zh: "zh-cn" };

/**
 * Mantine's date pickers in the interface language (month and day names,
 * first day of the week, the typed format), whatever the browser's locale.
 * Only the screens with date fields import it, so the pickers and the dayjs
 * locales stay off the sign-in page (docs/performance.md budget).
 */
export function InterfaceDatesProvider({ children }: { children: ReactNode }) {
  // Re-rendered on a language switch.
  useTranslation();
  const language = currentLanguage();
  return <DatesProvider settings={{ locale: dayjsLocales[language], firstDayOfWeek: 1 }}>{children}</DatesProvider>;
}
