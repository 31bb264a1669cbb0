import { Button, Divider } from "@mantine/core";
import { use } from "react";
import { useTranslation } from "react-i18next";
import classes from "./login-card.module.css";

/**
 * docs/product.md#accounts-permissions: provider staff sign in with their provider account, not a
 * password. Shown only where single sign-on is configured; a lazy chunk, so
 * asking the server does not weigh on the sign-in page's first load.
 */
export function ProviderSignIn({ href, isEnabled }: { href: string; isEnabled: Promise<boolean> }) {
  const { t } = useTranslation();
  if (!use(isEnabled)) return null;
  return (
    <>
      <Divider label={t("login.or")} labelPosition="center" />
      <Button
        component="a"
        href={href}
        variant="default"
        size="md"
        fullWidth
        classNames={{ root: classes.wrappingButton, label: classes.wrappingLabel }}
      >
        {t("login.providerSignIn")}
      </Button>
    </>
  );
}
