import { parseCalendarDay } from "@ondine/domain";
import type { TFunction } from "i18next";
import { formatPlainDay } from "../../../i18n/format-date-time";
import { currentLanguage } from "../../../i18n/i18n";

/** One printed line: the interface language's text, and English below it when that is another language (docs/private-wifi.md#cards). */
export interface PrintedLine {
  text: string;
  english: string | null;
}

/** The lines of a card around its name, SSID and key, in the order they are printed. */
export interface PrintedCardTexts {
  title: PrintedLine;
  network: PrintedLine;
  key: PrintedLine;
  expiry: PrintedLine;
  scan: PrintedLine;
}

/**
 * The lines of each card, written once for each expiry day (a print of 500
 * spaces ending on the same day writes them once): the interface
 * language's, and English's when the interface is in another.
 */
export function printedCardTextsWriter(
  t: TFunction,
  english: TFunction | null,
): (expiresOn: string | null) => PrintedCardTexts {
  const written = new Map<string, PrintedCardTexts>();
  const language = currentLanguage();
  // Each line's values in its own language: the English line's day is written in English.
  const line = (key: string, values: (lineLanguage: string) => Record<string, string> = () => ({})): PrintedLine => ({
    text: t(key as never, values(language)) as string,
    english: english ? (english(key as never, values("en")) as string) : null,
  });
  return (expiresOn) => {
    const cacheKey = expiresOn ?? "";
    let texts = written.get(cacheKey);
    if (!texts) {
      const day = expiresOn === null ? undefined : parseCalendarDay(expiresOn);
      texts = {
        title: line("privateWifi.print.card.title"),
        network: line("privateWifi.print.card.network"),
        key: line("privateWifi.print.card.key"),
        expiry: day
          ? line("privateWifi.print.card.expires", (lineLanguage) => ({ day: formatPlainDay(day, lineLanguage) }))
          : line("privateWifi.print.card.noExpiry"),
        scan: line("privateWifi.print.card.scan"),
      };
      written.set(cacheKey, texts);
    }
    return texts;
  };
}
