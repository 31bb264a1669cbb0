import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import {
  isExpiryDayAllowed,
  type PrivateSpaceBulkAction,
  type PrivateSpaceSelection,
  type PrivateWifiSiteFigures,
  privateWifiErrors,
  privateWifiToday,
} from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { showSuccess } from "../../../components/notices/show-notice";
import { useChangePrivateSpaces } from "../api/change-private-spaces";
import { privateWifiErrorText, readRefusal } from "../private-wifi-error-text";

interface BulkChangeDialogProps {
  siteId: number;
  /** The action confirmed; the dialog is closed while none is. */
  action: PrivateSpaceBulkAction | undefined;
  /** How many spaces the selection holds: said, and sent as `expected`. */
  count: number;
  selection: PrivateSpaceSelection;
  figures: PrivateWifiSiteFigures | undefined;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmation of a bulk change (docs/private-wifi.md#calls): it says how
 * many spaces it changes and what happens to their keys, and sends that count
 * as `expected`: should the selection hold another count by then (a space
 * added or deleted meanwhile), the server refuses (409) and nothing is done.
 * Setting the expiry asks for the day, or no end.
 */
export function BulkChangeDialog({
  siteId,
  action,
  count,
  selection,
  figures,
  onClose,
  onDone,
}: BulkChangeDialogProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const change = useChangePrivateSpaces(siteId);
  const [day, setDay] = useState("");
  const [hasNoEnd, setNoEnd] = useState(false);
  const [dayError, setDayError] = useState<string>();
  const [messages, setMessages] = useState<string[]>([]);

  const close = () => {
    setDay("");
    setNoEnd(false);
    setDayError(undefined);
    setMessages([]);
    change.reset();
    onClose();
  };

  const confirm = async () => {
    if (!action || change.isPending) return;
    setMessages([]);
    const expiresOn = action === "set_expiry" ? (hasNoEnd ? null : day) : undefined;
    const refusedDay =
      expiresOn === ""
        ? "formErrors.required"
        : expiresOn && !isExpiryDayAllowed(expiresOn, new Date())
          ? privateWifiErrors.expiryInPast
          : undefined;
    setDayError(refusedDay);
    if (refusedDay) return;
    try {
      const { affected } = await change.mutateAsync({
        action,
        selection,
        expected: count,
        ...(expiresOn !== undefined ? { expires_on: expiresOn } : {}),
      });
      showSuccess(t(`privateWifi.bulk.done.${action}`, { count: affected }));
      close();
      onDone();
    } catch (error) {
      if (isApiError(error) && error.status === 409) setMessages([t("privateWifi.errors.selection_changed")]);
      else setMessages(readRefusal(error, [], t, figures).messages);
    }
  };

  return (
    <Modal
      opened={action !== undefined}
      onClose={close}
      title={action ? t(`privateWifi.bulk.titles.${action}`) : undefined}
      fullScreen={isSmallScreen}
      centered
    >
      {action && (
        <Stack gap="md">
          {messages.length > 0 && (
            <Alert color="red" variant="light" role="alert" title={t("privateWifi.bulk.refused")}>
              {messages.map((message) => (
                <Text key={message} size="sm">
                  {message}
                </Text>
              ))}
            </Alert>
          )}
          <Text>{t(`privateWifi.bulk.confirm.${action}`, { count })}</Text>
          {action === "set_expiry" && (
            <InterfaceDatesProvider>
              <Stack gap="sm">
                <DayField
                  label={t("privateWifi.bulk.expiry")}
                  description={t("privateWifi.form.expiresOnHint")}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  minDate={privateWifiToday(new Date())}
                  value={day}
                  onChange={(chosen) => setDay(chosen ?? "")}
                  disabled={hasNoEnd || change.isPending}
                  error={privateWifiErrorText(dayError)}
                  popoverProps={{ withinPortal: true }}
                />
                <Checkbox
                  label={t("privateWifi.bulk.noExpiry")}
                  checked={hasNoEnd}
                  onChange={(event) => setNoEnd(event.currentTarget.checked)}
                  disabled={change.isPending}
                />
              </Stack>
            </InterfaceDatesProvider>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={change.isPending}>
              {t("privateWifi.bulk.cancel")}
            </Button>
            <Button
              color={action === "delete" ? "red" : undefined}
              onClick={() => void confirm()}
              loading={change.isPending}
            >
              {t(`privateWifi.bulk.submit.${action}`, { count })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
