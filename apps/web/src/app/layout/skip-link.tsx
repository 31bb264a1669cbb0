import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import classes from "./skip-link.module.css";

export const mainContentId = "main-content";

/**
 * The first stop of the keyboard: straight to the screen, past the header
 * and the menu. It moves focus itself rather than following `#main-content`,
 * because screens keep state in the address hash (docs/product.md#codes-screens, codes list).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainContentId)?.focus();
  };
  return (
    <a href={`#${mainContentId}`} className={classes.skipLink} onClick={skipToContent}>
      {t("shell.skipToContent")}
    </a>
  );
}
