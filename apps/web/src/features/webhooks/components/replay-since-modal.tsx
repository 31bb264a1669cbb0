import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { webhookLimits, webhookReplaySchema } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { MomentField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { showSuccess } from "../../../components/notices/show-notice";
import { formErrorText } from "../../../i18n/form-errors";
import { useReplayFailedWebhookDeliveries } from "../api/replay-webhook-deliveries";

const dayMs = 24 * 3_600_000;

/** A moment as the picker writes it, `2026-11-29T14:05`, in the browser's time zone. */
export function localMoment(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The picker's moment as the call takes it (an instant with its offset); "" stays "" (and is refused as required). */
function sinceOf(moment: string): string {
  if (moment === "") return "";
  const date = new Date(moment);
  return Number.isNaN(date.getTime()) ? moment : date.toISOString();
}

const checkReplay = schemaResolver(webhookReplaySchema, { sync: true });

interface ReplaySinceModalProps {
  endpointId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Replay failed since…" (docs/webhooks.md#log): every failed delivery of the
 * endpoint created since a moment (24 hours ago unless chosen) is queued
 * again, 10,000 at most a time; the notice says how many were.
 */
export function ReplaySinceModal({ endpointId, opened, onClose }: ReplaySinceModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t("webhooks.replaySince.title")} centered>
      <InterfaceDatesProvider>
        <ReplaySinceForm endpointId={endpointId} onClose={onClose} />
      </InterfaceDatesProvider>
    </Modal>
  );
}

function ReplaySinceForm({ endpointId, onClose }: { endpointId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const replay = useReplayFailedWebhookDeliveries(endpointId);
  const [failure, setFailure] = useState<unknown>();
  const form = useForm({
    initialValues: { since: localMoment(new Date(Date.now() - dayMs)) },
    validate: ({ since }) => {
      const errors = checkReplay({ since: sinceOf(since) });
      return since === "" ? { since: "formErrors.required" } : errors;
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: formErrorText(inputProps.error) }),
  });

  const submit = form.onSubmit(({ since }) => {
    setFailure(undefined);
    replay.mutate(
      { since: sinceOf(since) },
      {
        onSuccess: ({ queued }) => {
          showSuccess(
            queued === 0 ? t("webhooks.replaySince.none") : t("webhooks.replaySince.queued", { count: queued }),
          );
          onClose();
        },
        onError: (error) => {
          const sinceError = isApiError(error) ? error.errors.since?.[0] : undefined;
          if (sinceError !== undefined) form.setFieldError("since", sinceError);
          setFailure(error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t("webhooks.replaySince.text", { max: webhookLimits.replayMax })}</Text>
        {failure !== undefined && (
          <Alert color="red" variant="light" role="alert" title={t("webhooks.replaySince.refused")}>
            {apiErrorMessage(failure, t)}
          </Alert>
        )}
        <MomentField
          label={t("webhooks.replaySince.since")}
          required
          clearable={false}
          maxDate={new Date()}
          {...form.getInputProps("since")}
          onChange={(moment) => form.setFieldValue("since", moment)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={replay.isPending}>
            {t("webhooks.form.cancel")}
          </Button>
          <Button type="submit" loading={replay.isPending}>
            {t("webhooks.replaySince.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
