import { VisuallyHidden } from "@mantine/core";
import type { AdvertisementLocale } from "@ondine/domain";
import IconAlertCircle from "@tabler/icons-react/icons/IconAlertCircle";
import IconCircleCheck from "@tabler/icons-react/icons/IconCircleCheck";
import { useTranslation } from "react-i18next";
import { languageDisplayName } from "../../../../i18n/display-names";
import classes from "./advertisement-form.module.css";

interface LocaleTabLabelProps {
  locale: AdvertisementLocale;
  inError: boolean;
  complete: boolean;
}

/** "tabs with errors flagged" (docs/product.md#announcements-screens): an icon the eye sees, words a screen reader says; a filled tab's check. */
export function LocaleTabLabel({ locale, inError, complete }: LocaleTabLabelProps) {
  const { t } = useTranslation();
  return (
    <>
      {languageDisplayName(locale)}{" "}
      {inError ? (
        <span className={classes.tabFlag}>
          <IconAlertCircle size={16} color="var(--mantine-color-error)" aria-hidden />
          <VisuallyHidden>{t("advertisements.form.localeInError")}</VisuallyHidden>
        </span>
      ) : complete ? (
        <span className={classes.tabFlag}>
          <IconCircleCheck size={16} color="var(--mantine-color-teal-8)" aria-hidden />
          <VisuallyHidden>{t("advertisements.form.localeComplete")}</VisuallyHidden>
        </span>
      ) : null}
    </>
  );
}
