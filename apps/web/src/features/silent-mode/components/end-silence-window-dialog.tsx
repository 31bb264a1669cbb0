import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { SilenceWindowAnswer } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { useEndSilenceWindow } from "../api/end-silence-window";
import { silenceErrorText } from "../silence-error-text";
import { SilenceTargetText, SilenceWhenText } from "./silence-window-cells";

interface EndSilenceWindowDialogProps {
  /** The window asked about; none closes the dialog. */
  window: SilenceWindowAnswer | undefined;
  onClose: () => void;
  onEnded: (window: SilenceWindowAnswer, wasPlanned: boolean) => void;
}

/**
 * Asked once more before a window ends now (docs/alerts.md#silent-mode): the
 * equipment it covers shows and alerts again at once. A planned window is
 * cancelled instead, and the dialog says so.
 */
export function EndSilenceWindowDialog({ window, onClose, onEnded }: EndSilenceWindowDialogProps) {
  const { t } = useTranslation();
  const ending = useEndSilenceWindow();
  // The window last asked about: the dialog still shows it while it fades out.
  const [shown, setShown] = useState(window);
  if (window !== undefined && window !== shown) setShown(window);
  const mode = shown?.state === "planned" ? "cancel" : "end";
  const close = () => {
    ending.reset();
    onClose();
  };
  const refusals = isApiError(ending.error) ? Object.values(ending.error.errors).flat() : [];
  return (
    <Modal opened={window !== undefined} onClose={close} title={t(`silentMode.${mode}.title`)} centered>
      {shown && (
        <Stack gap="md">
          {ending.isError && (
            <Alert color="red" variant="light" title={t(`silentMode.${mode}.refused`)} role="alert">
              <Stack gap={4}>
                <Text size="sm">{apiErrorMessage(ending.error, t)}</Text>
                {refusals.map((message) => (
                  <Text key={message} size="sm">
                    {silenceErrorText(message)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <Text>{t(`silentMode.${mode}.message`, { site: shown.site_name })}</Text>
          <Stack gap={4}>
            <SilenceTargetText window={shown} />
            <SilenceWhenText window={shown} />
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t(`silentMode.${mode}.keep`)}
            </Button>
            <Button
              color="red"
              loading={ending.isPending}
              onClick={() =>
                ending.mutate(shown.id, {
                  onSuccess: (ended) => {
                    ending.reset();
                    onEnded(ended, mode === "cancel");
                  },
                })
              }
            >
              {t(`silentMode.${mode}.confirm`)}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
