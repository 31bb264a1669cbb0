import { Alert, NativeSelect, Stack, Text } from "@mantine/core";
import { isInterfaceLanguage, supportedLanguages } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { chooseLanguage } from "../../../i18n/change-language";
import { currentLanguage } from "../../../i18n/i18n";
import { saveOwnLanguage } from "../api/save-own-language";
import { languageName } from "../language-name";

/**
 * The account page's language: any language of the product (docs/product.md#i18n-languages), the
 * top menu's hidden ones included. Kept on the account (applied at each
 * sign-in) and applied here at once.
 */
export function AccountLanguageChoice() {
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: async (language: (typeof supportedLanguages)[number]) => {
      await saveOwnLanguage(language);
      await chooseLanguage(language);
    },
  });

  return (
    <Stack gap="xs">
      <NativeSelect
        label={t("account.language.label")}
        value={currentLanguage()}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isInterfaceLanguage(chosen)) save.mutate(chosen);
        }}
        disabled={save.isPending}
        maw={320}
      >
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageName(language)}
          </option>
        ))}
      </NativeSelect>
      <Text size="sm" c="dimmed">
        {t("account.language.help")}
      </Text>
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(save.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
