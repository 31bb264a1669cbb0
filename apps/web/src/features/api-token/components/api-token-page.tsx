import { Alert, Button, Code, CopyButton, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useGenerateApiToken } from "../api/generate-api-token";
import { graphqlExample } from "../graphql-example";

interface ApiTokenPageProps {
  /** Whether the signed-in user already holds a token (generating replaces it). */
  hasApiToken: boolean;
  /** Told once a token is made, e.g. to re-read the signed-in user. */
  onGenerated?: () => void;
}

/**
 * /administration/api (SPEC §2 "Token page", §7). The token is shown once, in
 * a modal; the button stays disabled while the page holds it, and closing the
 * modal lets it go.
 */
export function ApiTokenPage({ hasApiToken, onGenerated }: ApiTokenPageProps) {
  const { t } = useTranslation();
  const generation = useGenerateApiToken();
  const [token, setToken] = useState<string>();
  const hasToken = hasApiToken || generation.isSuccess;

  const generate = () =>
    generation.mutate(undefined, {
      onSuccess: ({ api_token }) => {
        setToken(api_token);
        onGenerated?.();
      },
    });

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Title order={1}>{t("apiToken.title")}</Title>
        <Text c="dimmed">{t("apiToken.subtitle")}</Text>
      </Stack>

      <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="api-token-usage">
        <Stack gap="md">
          <Title order={2} size="h4" id="api-token-usage">
            {t("apiToken.usageTitle")}
          </Title>
          <Text>{t("apiToken.usage")}</Text>
          {/* It scrolls sideways on a phone: a keyboard reaches it to scroll it (axe: scrollable-region-focusable). */}
          <Code block aria-label={t("apiToken.exampleLabel")} tabIndex={0}>
            {graphqlExample(window.location.origin, t("apiToken.tokenPlaceholder"))}
          </Code>
          <Text size="sm" c="dimmed">
            {t("apiToken.exampleAnswer")}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="api-token-generate">
        <Stack gap="md" align="flex-start">
          <Title order={2} size="h4" id="api-token-generate">
            {t("apiToken.generateTitle")}
          </Title>
          <Text>{t("apiToken.shownOnce")}</Text>
          {hasToken && (
            <Alert color="orange" variant="light" role="note" title={t("apiToken.replaceWarningTitle")}>
              {t("apiToken.replaceWarning")}
            </Alert>
          )}
          {generation.isError && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(generation.error, t)}
            </Alert>
          )}
          <Button onClick={generate} loading={generation.isPending} disabled={token !== undefined}>
            {hasToken ? t("apiToken.regenerate") : t("apiToken.generate")}
          </Button>
        </Stack>
      </Paper>

      <Modal
        opened={token !== undefined}
        onClose={() => setToken(undefined)}
        title={t("apiToken.modalTitle")}
        centered
        size="lg"
      >
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
            <Button onClick={() => setToken(undefined)}>{t("apiToken.close")}</Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
