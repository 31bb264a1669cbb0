import { useRouter, useSearch } from "@tanstack/react-router";
import { useEffect } from "react";
import { chooseLanguage } from "../../i18n/change-language";
import { languageSearchParam } from "../../i18n/language-preference";

/**
 * `?lang=xx` chooses the interface language (the only way to German, which
 * the menu does not list). Once applied and remembered, the parameter leaves
 * the address so it does not override a later choice made in the menu.
 */
export function useLanguageFromAddress(): void {
  const { lang } = useSearch({ from: "__root__" });
  const { history } = useRouter();
  useEffect(() => {
    if (!lang) return;
    void chooseLanguage(lang).then(() => {
      // Edits the address as it is, rather than navigating, so that a path
      // outside the route table stays on its not-found page.
      const { pathname, search, hash } = history.location;
      const query = new URLSearchParams(search);
      query.delete(languageSearchParam);
      const rest = query.toString();
      history.replace(`${pathname}${rest ? `?${rest}` : ""}${hash}`);
    });
  }, [lang, history]);
}
