import { Alert, Anchor, Code, Paper, Stack, Text, Title } from "@mantine/core";
import type { ApiTokenDetails as ApiTokenDetailsData, GenerateApiTokenBody } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { isStepUpCancelled } from "../../../api/step-up";
import { useGenerateApiToken } from "../api/generate-api-token";
import { graphqlExample, graphqlSchemaUrl } from "../graphql-example";
import { ApiTokenDetails } from "./api-token-details";
import { ApiTokenForm } from "./api-token-form";
import { NewApiTokenModal } from "./new-api-token-modal";

interface ApiTokenPageProps {
  /** The signed-in user's current token (GET /users/me `api_token`), null without one. */
  currentToken: ApiTokenDetailsData | null;
  /** Told once a token is made, e.g. to re-read the signed-in user. */
  onGenerated?: () => void;
}

/**
 * /administration/api (docs/product.md#accounts-users, docs/product.md#accounts). The token is shown once, in
 * a modal; the button stays disabled while the page holds it, and closing the
 * modal lets it go. The current token's dates and restrictions are shown,
 * and a new one may be made read-only or with an expiry day.
 */
export function ApiTokenPage({ currentToken, onGenerated }: ApiTokenPageProps) {
  const { t } = useTranslation();
  const generation = useGenerateApiToken();
  const [token, setToken] = useState<string>();
  // A new form after each token: the next one starts from SPEC's defaults again.
  const [tokensMade, setTokensMade] = useState(0);
  const hasToken = currentToken !== null || generation.isSuccess;

  const generate = (body: GenerateApiTokenBody) =>
    generation.mutate(body, {
      onSuccess: ({ api_token }) => {
        setToken(api_token);
        setTokensMade((count) => count + 1);
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
          {/* The session cookie goes with a plain link: no fetch needed. */}
          <Anchor href={graphqlSchemaUrl} download="ondine-schema.graphql">
            {t("apiToken.schemaDownload")}
          </Anchor>
        </Stack>
      </Paper>

      <Paper withBorder p={{ base: "md", sm: "xl" }} component="section" aria-labelledby="api-token-generate">
        <Stack gap="md">
          <Title order={2} size="h4" id="api-token-generate">
            {t("apiToken.generateTitle")}
          </Title>
          {currentToken && <ApiTokenDetails token={currentToken} now={new Date()} />}
          <Text>{t("apiToken.shownOnce")}</Text>
          {hasToken && (
            <Alert color="orange" variant="light" role="note" title={t("apiToken.replaceWarningTitle")}>
              {t("apiToken.replaceWarning")}
            </Alert>
          )}
          {/* A step-up closed without a code makes no token, unsaid. */}
          {generation.isError && !isStepUpCancelled(generation.error) && (
            <Alert color="red" variant="light" role="alert">
              {apiErrorMessage(generation.error, t)}
            </Alert>
          )}
          <ApiTokenForm
            key={tokensMade}
            submitLabel={hasToken ? t("apiToken.regenerate") : t("apiToken.generate")}
            disabled={token !== undefined}
            pending={generation.isPending}
            onSubmit={generate}
          />
        </Stack>
      </Paper>

      <NewApiTokenModal token={token} onClose={() => setToken(undefined)} />
    </Stack>
  );
}
