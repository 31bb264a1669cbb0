import { Alert, Button, Code, Group, Stack, Text } from "@mantine/core";
import IconEye from "@tabler/icons-react/icons/IconEye";
import IconEyeOff from "@tabler/icons-react/icons/IconEyeOff";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { isStepUpCancelled } from "../../../api/step-up";
import { useRevealPrivateSpaceKey } from "../api/reveal-private-space-key";

/**
 * The space's key, hidden until asked for (docs/private-wifi.md#keys): each
 * showing is a call the audit log records, as the text beside it says. The
 * key lives in this component only; hiding it forgets it.
 */
export function SpaceKeyReveal({ spaceId }: { spaceId: number }) {
  const { t } = useTranslation();
  const reveal = useRevealPrivateSpaceKey();
  const key = reveal.data?.id === spaceId ? reveal.data.psk : undefined;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {key === undefined ? (
          <>
            <Text size="sm" c="dimmed">
              {t("privateWifi.panel.key.hidden")}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconEye size={16} aria-hidden />}
              loading={reveal.isPending}
              onClick={() => reveal.mutate(spaceId)}
            >
              {t("privateWifi.panel.key.show")}
            </Button>
          </>
        ) : (
          <>
            <Code fz="lg" fw={700} data-testid="space-key" aria-label={t("privateWifi.panel.key.title")}>
              {key}
            </Code>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconEyeOff size={16} aria-hidden />}
              onClick={() => reveal.reset()}
            >
              {t("privateWifi.panel.key.hide")}
            </Button>
          </>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {t("privateWifi.panel.key.recorded")}
      </Text>
      {/* A step-up closed without a code leaves the key hidden, unsaid. */}
      {reveal.isError && !isStepUpCancelled(reveal.error) && (
        <Alert color="red" variant="light" role="alert" title={t("privateWifi.panel.key.failed")}>
          {apiErrorMessage(reveal.error, t)}
        </Alert>
      )}
    </Stack>
  );
}
