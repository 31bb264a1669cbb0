import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { graphqlExample } from "../graphql-example";

interface NewApiTokenModalProps {
  /** The token just made, shown this once; undefined: closed. */
  token: string | undefined;
  onClose: () => void;
}

/**
 * "modal shows the new token" (docs/product.md#accounts-users): the token to copy, and the page's
 * example request with the token filled in, to copy and run as printed.
 */
export function NewApiTokenModal({ token, onClose }: NewApiTokenModalProps) {
  const { t } = useTranslation();
  const example = token === undefined ? "" : graphqlExample(window.location.origin, token);
  return (
    <Modal opened={token !== undefined} onClose={onClose} title={t("apiToken.modalTitle")} centered size="lg">
      <Stack gap="md">
        <Text>{t("apiToken.modalMessage")}</Text>
        <Code block aria-label={t("apiToken.tokenLabel")} style={{ wordBreak: "break-all", whiteSpace: "pre-wrap" }}>
          {token}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={token ?? ""}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? t("apiToken.copied") : t("apiToken.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text>{t("apiToken.modalExample")}</Text>
        {/* It scrolls sideways on a phone: a keyboard reaches it to scroll it (axe: scrollable-region-focusable). */}
        <Code block aria-label={t("apiToken.modalExampleLabel")} tabIndex={0}>
          {example}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={example}>
            {({ copied, copy }) => (
              <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
                {copied ? t("apiToken.copied") : t("apiToken.copyExample")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("apiToken.close")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
