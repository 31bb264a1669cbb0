import { Anchor, Badge, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { type CurrentUser, paths, visibleNavigation } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import type fr from "../../../i18n/locales/public/fr.json";
import { useCurrentUser } from "../api/get-current-user";
import { AccountField } from "./account-field";
import classes from "./account-page.module.css";
import { ChangePasswordForm } from "./change-password-form";
import { TwoFactorCard } from "./two-factor-card";

// The domain types menu entry ids as strings; navigation-menu.test.ts checks each has a label.
type EntryLabelKey = keyof typeof fr.shell.menu.entries;

export interface AccountPageProps {
  /** The language choice, from the language feature (features do not import each other). */
  languageChoice?: ReactNode;
  /** The alert choices and the recent alerts, from the alerts feature (docs/alerts.md#subscriptions). */
  alerts?: ReactNode;
}

/** /account: who the user is, what they may open, their language, their password, their second factor, their alerts. */
export function AccountPage({ languageChoice, alerts }: AccountPageProps) {
  const { t } = useTranslation();
  const currentUser = useCurrentUser();

  return (
    <Stack gap="xl" maw={960}>
      <Title order={1}>{t("routes.account")}</Title>
      <DataStates
        query={currentUser}
        loadingLabel={t("shell.loading")}
        loadingShape="spinner"
        retryLabel={t("account.retry")}
      >
        {(user) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <IdentityCard user={user} />
            <Card padding="lg" withBorder>
              <Stack gap="md">
                <Title order={2} size="h3">
                  {t("account.password.title")}
                </Title>
                <ChangePasswordForm />
              </Stack>
            </Card>
            <TwoFactorCard user={user} />
            {languageChoice && (
              <Card padding="lg" withBorder>
                <Stack gap="md">
                  <Title order={2} size="h3">
                    {t("account.language.title")}
                  </Title>
                  {languageChoice}
                </Stack>
              </Card>
            )}
          </SimpleGrid>
        )}
      </DataStates>
      {alerts}
    </Stack>
  );
}

function IdentityCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const locations = [...user.organism_names, ...user.site_names];
  // The roles, read as what they open: the user's own menu (docs/product.md#accounts-permissions).
  const access = visibleNavigation(user);
  return (
    <Card padding="lg" withBorder>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t("account.identity.title")}
        </Title>
        <dl className={classes.fields}>
          <AccountField label={t("account.identity.name")}>{`${user.first_name} ${user.last_name}`}</AccountField>
          <AccountField label={t("login.email")}>
            {user.email}
            {user.unconfirmed_email && (
              <Text component="span" display="block" size="sm" c="orange.8" mt={2}>
                {t("account.identity.pendingEmail", { email: user.unconfirmed_email })}
              </Text>
            )}
            <Anchor
              renderRoot={(props) => <Link {...props} to={paths.accountsEdit} params={{ id: String(user.id) }} />}
              size="sm"
              display="block"
              mt={2}
            >
              {t("account.identity.changeEmail")}
            </Anchor>
          </AccountField>
          <AccountField label={t("account.identity.function")}>
            {user.function || t("account.identity.none")}
          </AccountField>
          <AccountField label={t("account.identity.locations")}>
            {user.admin
              ? t("account.identity.allLocations")
              : locations.length > 0
                ? locations.join(", ")
                : t("account.identity.noLocation")}
          </AccountField>
          <AccountField label={t("account.identity.roles")}>
            {user.admin ? (
              <Badge variant="light" color="coral" size="lg" tt="none" mt={4}>
                {t("account.identity.admin")}
              </Badge>
            ) : access.length > 0 ? (
              <Stack gap={4} mt={4}>
                {access.map((category) => (
                  <Text key={category.id} size="sm">
                    <Text span fw={600} inherit>
                      {t(`shell.menu.categories.${category.id}`)}
                    </Text>
                    {" · "}
                    {category.entries.map((entry) => t(`shell.menu.entries.${entry.id as EntryLabelKey}`)).join(", ")}
                  </Text>
                ))}
              </Stack>
            ) : (
              t("account.identity.noRole")
            )}
          </AccountField>
        </dl>
      </Stack>
    </Card>
  );
}
