import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { OndineLogo } from "../../components/brand/ondine-logo";
import classes from "./auth-layout.module.css";
import { PanelWaves } from "./panel-waves";

interface AuthLayoutProps {
  children: ReactNode;
  /** Pinned to the top right corner, e.g. the language selector. */
  topRight?: ReactNode;
}

/**
 * Signed-out pages: the brand panel (beside the card on wide screens, a band
 * above it on phones) and the page's card.
 */
export function AuthLayout({ children, topRight }: AuthLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.root}>
      <header className={classes.panel}>
        <OndineLogo tone="light" size="lg" />
        <div className={classes.panelText}>
          <Text component="p" className={classes.panelTitle}>
            {t("login.panelTitle")}
          </Text>
          <Text component="p" size="lg" className={classes.panelBody}>
            {t("login.panelText")}
          </Text>
        </div>
        <PanelWaves />
      </header>
      {/* In <main> so every control sits in a landmark; placed in the corner by CSS. */}
      <main className={classes.main}>
        {topRight && <div className={classes.topRight}>{topRight}</div>}
        <div className={classes.content}>{children}</div>
      </main>
    </div>
  );
}
