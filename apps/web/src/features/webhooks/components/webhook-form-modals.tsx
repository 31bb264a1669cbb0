import { Modal } from "@mantine/core";
import type { WebhookEndpoint, WebhookEndpointWithSecret } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { showSuccess } from "../../../components/notices/show-notice";
import { useCreateWebhookEndpoint } from "../api/create-webhook-endpoint";
import { useUpdateWebhookEndpoint } from "../api/update-webhook-endpoint";
import { createBodyOf, newWebhookFormValues, updateBodyOf, webhookFormValuesOf } from "../webhook-form-values";
import { type OrganismChoice, WebhookEndpointForm } from "./webhook-endpoint-form";

interface CreateWebhookModalProps {
  opened: boolean;
  organisms: readonly OrganismChoice[];
  /** The organism chosen beforehand (the list's filter), if any. */
  organismId: number | undefined;
  onClose: () => void;
  /** The new endpoint and its secret, to show once. */
  onCreated: (answer: WebhookEndpointWithSecret) => void;
}

/** "Add an endpoint": the form in a dialog; the secret is the caller's to show once it is made. */
export function CreateWebhookModal({ opened, organisms, organismId, onClose, onCreated }: CreateWebhookModalProps) {
  const { t } = useTranslation();
  const create = useCreateWebhookEndpoint();
  const only = organisms.length === 1 ? organisms[0]?.id : undefined;
  return (
    <Modal opened={opened} onClose={onClose} title={t("webhooks.form.createTitle")} size="xl">
      <WebhookEndpointForm
        initialValues={newWebhookFormValues(organismId ?? only)}
        organisms={organisms}
        submitLabel={t("webhooks.form.create")}
        save={async (values) => {
          const answer = await create.mutateAsync(createBodyOf(values));
          // Dropped from the mutation's state: the secret lives in the one dialog that shows it.
          create.reset();
          onCreated(answer);
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}

interface EditWebhookModalProps {
  opened: boolean;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}

/** "Edit": the endpoint's form in a dialog, saved as a PATCH. */
export function EditWebhookModal({ opened, endpoint, onClose }: EditWebhookModalProps) {
  const { t } = useTranslation();
  const update = useUpdateWebhookEndpoint(endpoint.id);
  return (
    <Modal opened={opened} onClose={onClose} title={t("webhooks.form.editTitle")} size="xl">
      <WebhookEndpointForm
        initialValues={webhookFormValuesOf(endpoint)}
        submitLabel={t("webhooks.form.save")}
        save={async (values) => {
          await update.mutateAsync(updateBodyOf(values, endpoint));
          showSuccess(t("webhooks.form.saved"));
          onClose();
        }}
        onCancel={onClose}
      />
    </Modal>
  );
}
