import { Alert, Stack, Text, Title } from "@mantine/core";
import type { AdvertisementLocale } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { languageDisplayName } from "../../../../i18n/display-names";
import { currentLanguage } from "../../../../i18n/i18n";
import classes from "./portal-preview.module.css";

export interface PortalPreviewProps {
  /** The language of the tab being written. */
  locale: AdvertisementLocale;
  /** The language the texts below are in: `locale`, or the fallback when `locale` is empty. */
  shownLocale: AdvertisementLocale | undefined;
  title: string;
  content: string;
  signature: string;
  imageUrl: string | undefined;
}

/**
 * What a guest sees on the captive portal's sign-in page, in one
 * language: a phone-sized frame with the image, title, content and signature.
 */
export function PortalPreview({ locale, shownLocale, title, content, signature, imageUrl }: PortalPreviewProps) {
  const { t } = useTranslation();
  const isFallback = shownLocale !== undefined && shownLocale !== locale;
  const isEmpty = title.trim() === "" && content.trim() === "" && signature.trim() === "" && !imageUrl;
  return (
    <Stack gap="sm" component="section" aria-labelledby="advertisement-preview-title">
      <Title order={2} size="h5" id="advertisement-preview-title">
        {t("advertisements.preview.title", { language: languageDisplayName(locale) })}
      </Title>
      {isFallback && (
        <Alert color="blue" variant="light" p="xs">
          <Text size="sm">
            {t("advertisements.preview.fallbackNote", {
              language: languageNameInSentence(locale),
              fallback: languageNameInSentence(shownLocale),
            })}
          </Text>
        </Alert>
      )}
      <div className={classes.phone} data-testid="portal-preview">
        <div className={classes.portalBar}>
          <Text size="xs" c="dimmed">
            {t("advertisements.preview.portalBar")}
          </Text>
        </div>
        {/* The guest's page is in the announcement's language, whatever the console's. */}
        <div className={classes.announcement} lang={isEmpty ? undefined : (shownLocale ?? locale)}>
          {imageUrl && <img className={classes.image} src={imageUrl} alt="" />}
          {isEmpty ? (
            <Text size="sm" c="dimmed">
              {t("advertisements.preview.empty")}
            </Text>
          ) : (
            <>
              <Text fw={700} size="lg">
                {title}
              </Text>
              <Text size="sm" className={classes.content}>
                {content}
              </Text>
              <Text size="sm" fs="italic" ta="right">
                {signature}
              </Text>
            </>
          )}
        </div>
      </div>
    </Stack>
  );
}

/** A language's name as written inside a sentence ("allemand" in French, "Deutsch" in German). */
function languageNameInSentence(language: AdvertisementLocale): string {
  return new Intl.DisplayNames([currentLanguage()], { type: "language" }).of(language) ?? language;
}
