import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import { useTranslation } from "react-i18next";
import { verificationSnippet } from "../verification-snippet";

interface WebhookSecretModalProps {
  /** The secret just drawn, shown this once; undefined: closed. */
  secret: string | undefined;
  /** After a creation, or a rotation (whose previous secret still signs 24 hours). */
  reason: "created" | "rotated";
  onClose: () => void;
}

/**
 * The signing secret, answered once by the creation and once by each
 * rotation (docs/webhooks.md#endpoints): to copy now, with the warning that
 * it will not be shown again, and the three lines that verify a delivery. A
 * click beside it does not close it: the secret would be lost.
 */
export function WebhookSecretModal({ secret, reason, onClose }: WebhookSecretModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={secret !== undefined}
      onClose={onClose}
      title={t(reason === "created" ? "webhooks.secret.createdTitle" : "webhooks.secret.rotatedTitle")}
      centered
      size="lg"
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t("webhooks.secret.warning")}
        </Alert>
        {reason === "rotated" && <Text size="sm">{t("webhooks.secret.overlap")}</Text>}
        <Code block aria-label={t("webhooks.secret.label")} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? t("webhooks.secret.copied") : t("webhooks.secret.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t("webhooks.secret.snippetIntro")}</Text>
        {/* It scrolls sideways on a phone: a keyboard reaches it to scroll it (axe: scrollable-region-focusable). */}
        <Code block aria-label={t("webhooks.secret.snippetLabel")} tabIndex={0}>
          {verificationSnippet}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={verificationSnippet}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? t("webhooks.secret.copied") : t("webhooks.secret.copySnippet")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("webhooks.secret.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
