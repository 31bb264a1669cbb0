import { Alert, Anchor, Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import { type LegalPage as LegalPageName, paths } from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formatDate } from "../../../i18n/format-date-time";
import { currentLanguage } from "../../../i18n/i18n";
import { useLegalPage } from "../api/get-legal-page";
import classes from "./legal-page.module.css";

// react-markdown and its parser load with the text, not with the page's frame (docs/performance.md).
const LegalMarkdown = lazy(() => import("./legal-markdown").then(({ LegalMarkdown }) => ({ default: LegalMarkdown })));

/** The page's title: its route's name, as the tab and the links say it. */
const titleKeys = {
  terms: "routes.terms",
  privacy: "routes.privacy",
  legal: "routes.legalNotice",
} as const satisfies Record<LegalPageName, string>;

interface LegalPageProps {
  page: LegalPageName;
  /** Signed in, the way back is home; signed out, the sign-in page. */
  isSignedIn: boolean;
}

/** /terms, /privacy and /legal (docs/legal.md): the operator's text in the interface language, or the nearest one. */
export function LegalPage({ page, isSignedIn }: LegalPageProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useLegalPage(page, language);
  const loading = (
    <Center py="xl" role="status" aria-label={t("shell.loading")}>
      <Loader type="dots" />
    </Center>
  );

  return (
    <Stack component="article" maw={760} mx="auto" gap="lg" py="md">
      <Anchor
        size="sm"
        renderRoot={(props) => <Link {...props} to={isSignedIn ? paths.home : paths.login} />}
        className={classes.back}
      >
        <IconArrowLeft size={16} aria-hidden="true" />
        {isSignedIn ? t("errors.backHome") : t("legal.backToLogin")}
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t(titleKeys[page])}</Title>
        {query.data && (
          <Text size="sm" c="dimmed">
            {t("legal.updatedAt", { date: formatDate(query.data.updated_at) })}
          </Text>
        )}
      </Stack>
      {query.isPending ? (
        loading
      ) : query.isError ? (
        <LegalPageError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        // The text may be in English or French when the interface's language has none (docs/legal.md).
        <div lang={query.data.language}>
          <Suspense fallback={loading}>
            <LegalMarkdown markdown={query.data.markdown} />
          </Suspense>
        </div>
      )}
    </Stack>
  );
}

function LegalPageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  // 404: the operator has published no text for this page; asking again changes nothing.
  if (isApiError(error) && error.status === 404) {
    return <Alert color="gray" variant="light" title={t("legal.notPublished")} />;
  }
  return (
    <Alert color="red" variant="light" title={t("legal.loadError")}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{apiErrorMessage(error, t)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t("legal.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
