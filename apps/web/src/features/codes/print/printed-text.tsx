import type { TFunction } from "i18next";
import classes from "./print-sheet.module.css";

interface PrintedTextProps {
  /** The interface language's text. */
  t: TFunction;
  /** English, when the interface language is not English (SPEC §2: text doubled in English). */
  english: TFunction | null;
  textKey: string;
  values?: Record<string, string | number>;
  /** Values that differ in English (a duration written in words). */
  englishValues?: Record<string, string | number>;
}

/** One printed line, followed by its English version when the interface is in another language. */
export function PrintedText({ t, english, textKey, values, englishValues }: PrintedTextProps) {
  return (
    <span className={classes.line}>
      {t(textKey as never, values ?? {}) as string}
      {english && (
        <span className={classes.english} lang="en">
          {english(textKey as never, englishValues ?? values ?? {}) as string}
        </span>
      )}
    </span>
  );
}
