import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

interface FetchingErrorModalProps {
  opened: boolean;
  onClose: () => void;
  /** The sentence for the failure (the docs/product.md#errors code's text). */
  message: string;
  /** Sites of an organism whose list could not be read, the others being shown. */
  failedSites?: readonly string[];
}

/** docs/product.md#errors-behaviour: the access point list's error opens a modal with Ok. */
export function FetchingErrorModal({ opened, onClose, message, failedSites = [] }: FetchingErrorModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("networkStatus.accessPoints.fetchingError.title")} centered>
      <Stack gap="md">
        <Text size="sm">{message}</Text>
        {failedSites.length > 0 && (
          <List size="sm" withPadding>
            {failedSites.map((site) => (
              <List.Item key={site}>{site}</List.Item>
            ))}
          </List>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t("networkStatus.accessPoints.fetchingError.ok")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
