import { Alert, Anchor } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { Trans, useTranslation } from "react-i18next";

/** docs/product.md#accounts-users: while an admin is logged in as someone, who, and the way back. */
export function ImpersonationBanner({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="coral" variant="light" radius="md" mb="lg" role="status">
      <Trans i18nKey="impersonation.banner" values={{ email }} components={{ strong: <strong /> }} />{" "}
      <Anchor component={Link} to={paths.resetLogAs} preload={false} inherit fw={600}>
        {t("impersonation.end")}
      </Anchor>
    </Alert>
  );
}
