import { Button, Group, Modal, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { levelRefusalKey } from "../user-save-errors";

interface SaveSuccessModalProps {
  opened: boolean;
  title: string;
  message: string;
  onClose: () => void;
}

/** "Success and error modals (success with Home button)" (docs/product.md#accounts-users). */
export function SaveSuccessModal({ opened, title, message, onClose }: SaveSuccessModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text>{message}</Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" component={Link} to={paths.accounts}>
          {t("accounts.form.backToList")}
        </Button>
        <Button component={Link} to={paths.home}>
          {t("accounts.form.home")}
        </Button>
      </Group>
    </Modal>
  );
}

interface SaveErrorModalProps {
  error: unknown;
  onClose: () => void;
}

/** docs/product.md#errors-behaviour: a save that fails for another reason than a field shows the generic form error. */
export function SaveErrorModal({ error, onClose }: SaveErrorModalProps) {
  const { t } = useTranslation();
  const levelRefusal = levelRefusalKey(error);
  return (
    <Modal opened={error !== undefined} onClose={onClose} title={t("accounts.form.errorTitle")} centered>
      <Text>{t("accounts.form.errorMessage")}</Text>
      {error !== undefined && (
        <Text c="dimmed" size="sm" mt="xs">
          {/* docs/product.md#accounts-permissions: "without rights, feature editing refused", said as such. */}
          {levelRefusal ? t(levelRefusal) : apiErrorMessage(error, t)}
        </Text>
      )}
      <Group justify="flex-end" mt="xl">
        <Button onClick={onClose}>{t("accounts.close")}</Button>
      </Group>
    </Modal>
  );
}
