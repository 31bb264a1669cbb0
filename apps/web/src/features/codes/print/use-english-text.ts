import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { i18n } from "../../../i18n/i18n";
import { loadCatalogue } from "../../../i18n/load-catalogue";

/**
 * docs/product.md#codes-printing print page: "text doubled in English when the UI language is not
 * English". The English catalogue is loaded for it; null when the interface
 * is English already. `isReady` is false while it loads.
 */
export function useEnglishText(): { english: TFunction | null; isReady: boolean } {
  const { i18n: instance } = useTranslation();
  const isEnglish = (instance.resolvedLanguage ?? instance.language) === "en";
  const load = useQuery({
    queryKey: ["catalogue", "en"],
    queryFn: () => loadCatalogue("en").then(() => true),
    enabled: !isEnglish,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // One function while the catalogue stays loaded: the printed texts are written again only when it changes.
  const english = useMemo(() => (load.isSuccess ? i18n.getFixedT("en") : null), [load.isSuccess]);
  if (isEnglish) return { english: null, isReady: true };
  // A catalogue that failed to load leaves the sheet in one language rather than no sheet.
  return { english, isReady: !load.isPending };
}
