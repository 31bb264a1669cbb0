import { Alert, Button, Skeleton, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";

/** Rows drawn while a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Stack gap="xs" role="status" aria-label={label}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Skeleton key={index} height={44} radius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not be read: why, and a retry. */
export function ListError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{apiErrorMessage(error, t)}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t("networkStatus.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}
