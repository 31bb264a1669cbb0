import { Anchor, Group } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

/** The sign-in page's foot (docs/legal.md): the terms, the privacy page and the legal notice. */
export function LegalLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("legal.navigation")}>
      <Group gap="lg" justify="center">
        <Anchor component={Link} to={paths.terms} size="sm" c="dimmed">
          {t("routes.terms")}
        </Anchor>
        <Anchor component={Link} to={paths.privacy} size="sm" c="dimmed">
          {t("routes.privacy")}
        </Anchor>
        <Anchor component={Link} to={paths.legalNotice} size="sm" c="dimmed">
          {t("routes.legalNotice")}
        </Anchor>
      </Group>
    </nav>
  );
}
