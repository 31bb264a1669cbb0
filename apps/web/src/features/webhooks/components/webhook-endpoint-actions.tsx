import { Button, Group, Stack, Text } from "@mantine/core";
import { paths, type WebhookEndpoint } from "@ondine/domain";
import IconKey from "@tabler/icons-react/icons/IconKey";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import IconPlayerPause from "@tabler/icons-react/icons/IconPlayerPause";
import IconPlayerPlay from "@tabler/icons-react/icons/IconPlayerPlay";
import IconSend from "@tabler/icons-react/icons/IconSend";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import { useNavigate } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { useDeleteWebhookEndpoint } from "../api/delete-webhook-endpoint";
import { useRotateWebhookSecret } from "../api/rotate-webhook-secret";
import { useSendWebhookTest } from "../api/send-webhook-test";
import { useUpdateWebhookEndpoint } from "../api/update-webhook-endpoint";
import { ConfirmModal } from "./confirm-modal";
import { EditWebhookModal } from "./webhook-form-modals";
import { WebhookSecretModal } from "./webhook-secret-modal";

type OpenDialog = "edit" | "rotate" | "delete" | null;

/**
 * The endpoint's actions (docs/webhooks.md#calls): a test event, edit,
 * enable or disable, a new secret (confirmed, then shown once) and deletion
 * (confirmed). Each says how it went in a notice.
 */
export function WebhookEndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const testHintId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [secret, setSecret] = useState<string>();
  const sendTest = useSendWebhookTest(endpoint.id);
  const update = useUpdateWebhookEndpoint(endpoint.id);
  const rotate = useRotateWebhookSecret(endpoint.id);
  const remove = useDeleteWebhookEndpoint(endpoint.id);
  const close = () => setDialog(null);
  const failed = (error: unknown) => showFailure(apiErrorMessage(error, t));

  return (
    <Stack gap={6}>
      <Group gap="sm">
        <Button
          leftSection={<IconSend size={16} aria-hidden />}
          loading={sendTest.isPending}
          disabled={!endpoint.enabled}
          aria-describedby={endpoint.enabled ? undefined : testHintId}
          onClick={() =>
            sendTest.mutate(undefined, {
              onSuccess: () => showSuccess(t("webhooks.endpoint.testQueued")),
              onError: failed,
            })
          }
        >
          {t("webhooks.endpoint.sendTest")}
        </Button>
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setDialog("edit")}>
          {t("webhooks.endpoint.edit")}
        </Button>
        <Button
          variant="default"
          leftSection={
            endpoint.enabled ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />
          }
          loading={update.isPending}
          onClick={() =>
            update.mutate(
              { enabled: !endpoint.enabled },
              {
                onSuccess: (saved) =>
                  showSuccess(t(saved.enabled ? "webhooks.endpoint.enabled" : "webhooks.endpoint.disabled")),
                onError: failed,
              },
            )
          }
        >
          {t(endpoint.enabled ? "webhooks.endpoint.disable" : "webhooks.endpoint.enable")}
        </Button>
        <Button variant="default" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setDialog("rotate")}>
          {t("webhooks.endpoint.rotate")}
        </Button>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setDialog("delete")}
        >
          {t("webhooks.endpoint.delete")}
        </Button>
      </Group>
      {!endpoint.enabled && (
        // Why the test button is off, said under it and read with it.
        <Text size="xs" c="dimmed" id={testHintId}>
          {t("webhooks.endpoint.testNeedsEnabled")}
        </Text>
      )}
      <EditWebhookModal opened={dialog === "edit"} endpoint={endpoint} onClose={close} />
      <ConfirmModal
        opened={dialog === "rotate"}
        title={t("webhooks.endpoint.rotateTitle")}
        text={t("webhooks.endpoint.rotateText")}
        confirmLabel={t("webhooks.endpoint.rotateConfirm")}
        isWorking={rotate.isPending}
        onClose={close}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: (answer) => {
              close();
              // Dropped from the mutation's state: the secret lives in the one dialog that shows it.
              rotate.reset();
              setSecret(answer.secret);
            },
            onError: (error) => {
              close();
              failed(error);
            },
          })
        }
      />
      <ConfirmModal
        opened={dialog === "delete"}
        title={t("webhooks.endpoint.deleteTitle")}
        text={t("webhooks.endpoint.deleteText", { url: endpoint.url })}
        confirmLabel={t("webhooks.endpoint.deleteConfirm")}
        danger
        isWorking={remove.isPending}
        onClose={close}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              close();
              showSuccess(t("webhooks.endpoint.deleted"));
              void navigate({ to: paths.webhooks });
            },
            onError: (error) => {
              close();
              failed(error);
            },
          })
        }
      />
      <WebhookSecretModal secret={secret} reason="rotated" onClose={() => setSecret(undefined)} />
    </Stack>
  );
}
