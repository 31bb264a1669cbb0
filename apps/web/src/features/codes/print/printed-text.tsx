import classes from "./print-sheet.module.css";
import type { PrintedLine } from "./printed-texts";

/** One printed line, followed by its English version when the interface is in another language. */
export function PrintedText({ line }: { line: PrintedLine }) {
  return (
    <span className={classes.line}>
      {line.text}
      {line.english !== null && (
        <span className={classes.english} lang="en">
          {line.english}
        </span>
      )}
    </span>
  );
}
