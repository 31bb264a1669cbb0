import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { CurrentUser } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AccountField } from "./account-field";
import classes from "./account-page.module.css";
import { AuthenticatorEnrolmentModal } from "./authenticator-enrolment-modal";
import { RecoveryCodesModal } from "./recovery-codes-modal";
import { TwoFactorMethodModal } from "./two-factor-method-modal";

type Dialog = "enrol" | "method" | "recoveryCodes";

/**
 * The account's second factor (docs/security.md "Two-factor sign-in"): off, by mail or by an
 * authenticator app, the recovery codes left, an organism's requirement and its grace; setting
 * up an app, switching the method and making new recovery codes.
 */
export function TwoFactorCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const state = user.two_factor;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [isUpdated, setIsUpdated] = useState(false);
  const close = () => setDialog(null);
  const open = (next: Dialog) => {
    setIsUpdated(false);
    setDialog(next);
  };
  // Recovery codes exist once an app was confirmed, and stand in for either method.
  const hasRecoveryCodes = state.method !== null || state.authenticator_confirmed;

  return (
    <Card padding="lg" withBorder component="section" aria-labelledby="two-factor-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="two-factor-title">
          {t("account.twoFactor.title")}
        </Title>
        {state.required && state.method === null && state.grace_sign_ins_left !== null && (
          <Alert color="orange" variant="light" role="note">
            {t("account.twoFactor.requiredGrace", { count: state.grace_sign_ins_left })}
          </Alert>
        )}
        {isUpdated && (
          <Alert color="teal" variant="light" role="status">
            {t("account.twoFactor.updated")}
          </Alert>
        )}
        <dl className={classes.fields}>
          <AccountField label={t("account.twoFactor.current")}>
            {t(`account.twoFactor.state.${state.method ?? "off"}`)}
            {state.required && state.method !== null && (
              <Text component="span" display="block" size="sm" c="dimmed" mt={2}>
                {t("account.twoFactor.required")}
              </Text>
            )}
          </AccountField>
          {hasRecoveryCodes && (
            <AccountField label={t("account.twoFactor.recoveryLabel")}>
              {t("account.twoFactor.recoveryLeft", { count: state.recovery_codes_left })}
            </AccountField>
          )}
        </dl>
        <Group gap="sm">
          <Button variant="light" onClick={() => open("enrol")}>
            {state.authenticator_confirmed
              ? t("account.twoFactor.replaceAuthenticator")
              : t("account.twoFactor.setUpAuthenticator")}
          </Button>
          <Button variant="default" onClick={() => open("method")}>
            {t("account.twoFactor.changeMethod")}
          </Button>
          {hasRecoveryCodes && (
            <Button variant="default" onClick={() => open("recoveryCodes")}>
              {t("account.twoFactor.newRecoveryCodes")}
            </Button>
          )}
        </Group>
      </Stack>
      {dialog === "enrol" && <AuthenticatorEnrolmentModal email={user.email} onClose={close} />}
      {dialog === "method" && (
        <TwoFactorMethodModal
          state={state}
          onClose={close}
          onUpdated={() => {
            close();
            setIsUpdated(true);
          }}
        />
      )}
      {dialog === "recoveryCodes" && <RecoveryCodesModal email={user.email} onClose={close} />}
    </Card>
  );
}
