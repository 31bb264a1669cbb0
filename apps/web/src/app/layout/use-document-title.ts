import type { RouteId } from "@ondine/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** "Création de codes · Ondine": the tab, history and screen readers name the screen. */
export function useDocumentTitle(routeId: RouteId | undefined): void {
  const { t } = useTranslation();
  const screen = routeId ? t(`routes.${routeId}`) : t("errors.pages.notFound.title");
  const title = t("shell.documentTitle", { screen });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
