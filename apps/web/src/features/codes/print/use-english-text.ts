import { queryOptions, useQuery } from "@tanstack/react-query";
import type { i18n as I18n, TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../i18n/i18n";
import { loadCatalogue } from "../../../i18n/load-catalogue";

/** Whether the interface speaks English already: then nothing is doubled. */
export function isEnglishInterface(instance: I18n): boolean {
  return (instance.resolvedLanguage ?? instance.language) === "en";
}

/** The English catalogue the doubled lines are written from, loaded once beside the interface's. */
export function englishCatalogueQueryOptions() {
  return queryOptions({
    queryKey: ["catalogue", "en"],
    queryFn: () => loadCatalogue("en").then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * docs/product.md#codes-printing print page: "text doubled in English when the UI language is not
 * English". The English catalogue is loaded for it; null when the interface
 * is English already. `isReady` is false while it loads.
 */
export function useEnglishText(): { english: TFunction | null; isReady: boolean } {
  const { i18n: instance } = useTranslation();
  const isEnglish = isEnglishInterface(instance);
  const load = useQuery({ ...englishCatalogueQueryOptions(), enabled: !isEnglish });
  // One function while the catalogue stays loaded: the printed texts are written again only when it changes.
  const english = useMemo(() => (load.isSuccess ? i18n.getFixedT("en") : null), [load.isSuccess]);
  if (isEnglish) return { english: null, isReady: true };
  // A catalogue that failed to load leaves the sheet in one language rather than no sheet.
  return { english, isReady: !load.isPending };
}
