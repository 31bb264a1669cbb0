import { Stack, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type AdvertisementLocale, advertisementLimits } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { AdvertisementFormValues } from "./advertisement-form-values";
import { useCharacterCount } from "./counted-description";

interface LocaleFieldsProps {
  locale: AdvertisementLocale;
  form: UseFormReturnType<AdvertisementFormValues>;
}

/**
 * One locale's texts (docs/product.md#announcements-data): public title, content, signature, each with
 * its live counter; `maxLength` truncates as the product (docs/product.md#announcements-validation) says the original did.
 */
export function LocaleFields({ locale, form }: LocaleFieldsProps) {
  const { t } = useTranslation();
  const count = useCharacterCount();
  const values = form.getValues();
  return (
    <Stack gap="sm">
      <TextInput
        label={t("advertisements.form.publicTitle")}
        description={count(values.public_title[locale], advertisementLimits.publicTitle)}
        maxLength={advertisementLimits.publicTitle}
        inputWrapperOrder={["label", "input", "description", "error"]}
        // Written in `locale`, whatever the console's language: spell-checking and screen readers follow it.
        lang={locale}
        {...form.getInputProps(`public_title.${locale}`)}
      />
      <Textarea
        label={t("advertisements.form.content")}
        description={count(values.content[locale], advertisementLimits.content)}
        maxLength={advertisementLimits.content}
        rows={5}
        resize="vertical"
        inputWrapperOrder={["label", "input", "description", "error"]}
        lang={locale}
        {...form.getInputProps(`content.${locale}`)}
      />
      <TextInput
        label={t("advertisements.form.signature")}
        description={count(values.signature[locale], advertisementLimits.signature)}
        maxLength={advertisementLimits.signature}
        inputWrapperOrder={["label", "input", "description", "error"]}
        lang={locale}
        {...form.getInputProps(`signature.${locale}`)}
      />
    </Stack>
  );
}
