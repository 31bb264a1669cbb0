import { Button, Group, Modal, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * SPEC §8 NO_RESULTS: the modal /working-site opens with. While an admin is
 * logged in as the account, a button ends the impersonation (/account/reset_logas).
 */
export function NoLocationModal({ isImpersonating }: { isImpersonating: boolean }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(true);
  const close = () => setIsOpen(false);
  return (
    <Modal opened={isOpen} onClose={close} title={t("workingSite.modal.title")} centered>
      <Text>{t("workingSite.modal.content")}</Text>
      <Group justify="flex-end" mt="lg">
        {isImpersonating ? (
          <Button component={Link} to={paths.resetLogAs} preload={false}>
            {t("workingSite.modal.disconnect")}
          </Button>
        ) : (
          <Button onClick={close}>{t("workingSite.modal.close")}</Button>
        )}
      </Group>
    </Modal>
  );
}
