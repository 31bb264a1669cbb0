import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { useNavigate, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";

/**
 * docs/product.md#errors: the site's map could not be read: the 'cartography unavailable'
 * modal. Closing it goes back in history (docs/product.md#maps-screen); a map opened first in
 * its tab has no page before it and goes to the home instead.
 */
export function CartographyUnavailableModal({ opened, error }: { opened: boolean; error: unknown }) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const goBack = () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: paths.home });
  };
  return (
    <Modal opened={opened} onClose={goBack} title={t("maps.unavailable.title")} centered>
      <Stack gap="md">
        <Text size="sm">{t("maps.unavailable.message")}</Text>
        <Text size="sm" c="dimmed">
          {apiErrorMessage(error, t)}
        </Text>
        <Group justify="flex-end">
          <Button onClick={goBack} data-autofocus>
            {t("maps.unavailable.back")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
