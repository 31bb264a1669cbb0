import { NativeSelect } from "@mantine/core";
import { type InterfaceLanguage, isInterfaceLanguage, listedInterfaceLanguages } from "@ondine/domain";
import IconWorld from "@tabler/icons-react/icons/IconWorld";
import { useTranslation } from "react-i18next";
import { chooseLanguage } from "../../../i18n/change-language";
import { currentLanguage } from "../../../i18n/i18n";
import { saveOwnLanguage } from "../api/save-own-language";
import { languageName } from "../language-name";

function isListed(language: InterfaceLanguage): boolean {
  return (listedInterfaceLanguages as readonly string[]).includes(language);
}

export interface LanguageSelectProps {
  /**
   * Signed in as oneself: the choice is also kept on the account, so the next
   * sign-in speaks it (a staff member logged in as a customer changes only their own screen).
   */
  keepOnAccount?: boolean;
}

/**
 * The top menu's language choice: a native select, keyboard and screen
 * reader friendly on every device, and light on the sign-in page's weight.
 * The product (docs/product.md#i18n-languages) lists fr, en and es; German, Dutch and Chinese are chosen on the
 * account page or with `?lang=`. When one of them is the current language it
 * is still the shown value, as a hidden option.
 */
export function LanguageSelect({ keepOnAccount = false }: LanguageSelectProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const languages: InterfaceLanguage[] = isListed(language)
    ? [...listedInterfaceLanguages]
    : [...listedInterfaceLanguages, language];

  return (
    <NativeSelect
      aria-label={t("shell.language")}
      value={language}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (!isInterfaceLanguage(chosen)) return;
        void chooseLanguage(chosen);
        // The interface has switched already; a failed save only means the next sign-in keeps the old one.
        if (keepOnAccount) saveOwnLanguage(chosen).catch(() => undefined);
      }}
      leftSection={<IconWorld size={16} stroke={1.8} aria-hidden="true" focusable="false" />}
      w={156}
      radius="xl"
      variant="filled"
    >
      {languages.map((option) => (
        <option key={option} value={option} hidden={!isListed(option)} lang={option}>
          {languageName(option)}
        </option>
      ))}
    </NativeSelect>
  );
}
