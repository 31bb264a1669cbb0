import { ActionIcon, Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import {
  enabledIotMessage,
  type IotMessage,
  type IotMessageFormValues,
  iotMessageCreateBody,
  iotMessageCreateSchema,
  iotMessageLimits,
  iotMessageUpdateBody,
} from "@ondine/domain";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { showFailure, showSuccess } from "../../../components/notices/show-notice";
import { formErrorText, translatedInputErrors } from "../../../i18n/form-errors";
import { formatNumber } from "../../../i18n/format-number";
import { useChooseMessage } from "../api/choose-message";
import { useDeleteMessage } from "../api/delete-message";
import { useSaveMessage } from "../api/save-message";
import { commandRefusalKey } from "../command-errors";

const noMessage = "none";

interface MessagesModalProps {
  siteId: number;
  messages: readonly IotMessage[];
  opened: boolean;
  onClose: () => void;
}

/**
 * docs/product.md#iot-messages IoT welcome message picker and editor: "select" picks the message
 * the TVs show (or none), "write" creates or edits one. Reopening starts
 * again in select mode on the enabled message (docs/product.md#iot-messages).
 */
export function MessagesModal({ siteId, messages, opened, onClose }: MessagesModalProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<"select" | "write">("select");
  const [editing, setEditing] = useState<IotMessage | null>(null);
  const [choice, setChoice] = useState<string>(noMessage);
  const choose = useChooseMessage(siteId);
  const remove = useDeleteMessage(siteId);
  const chooseReset = choose.reset;
  const removeReset = remove.reset;

  // Only on opening: the list read again meanwhile must not undo the user's choice.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `messages` is read at opening only.
  useEffect(() => {
    if (!opened) return;
    setMode("select");
    setEditing(null);
    setChoice(String(enabledIotMessage(messages)?.id ?? noMessage));
    chooseReset();
    removeReset();
  }, [opened, chooseReset, removeReset]);

  const apply = () => {
    const messageId = choice === noMessage ? null : Number(choice);
    choose.mutate(messageId, {
      onSuccess: () => {
        showSuccess(t("iots.toasts.messageUpdated"));
        onClose();
      },
      onError: () => showFailure(t("iots.toasts.failed")),
    });
  };

  const deleteMessage = (message: IotMessage) => {
    remove.mutate(message.id, {
      onSuccess: () => {
        if (choice === String(message.id)) setChoice(noMessage);
        showSuccess(t("iots.toasts.messageDeleted"));
      },
      onError: () => showFailure(t("iots.toasts.failed")),
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === "select" ? t("iots.message.modal.selectTitle") : t("iots.message.modal.writeTitle")}
      size="lg"
      centered
    >
      {mode === "select" ? (
        <Stack gap="md">
          <Radio.Group value={choice} onChange={setChoice} label={t("iots.message.modal.choose")}>
            <Stack gap="sm" mt="xs">
              <Radio value={noMessage} label={t("iots.message.modal.noMessage")} />
              {messages.map((message) => (
                <Group key={message.id} justify="space-between" wrap="nowrap" align="flex-start">
                  <Radio
                    value={String(message.id)}
                    label={message.title}
                    description={message.content}
                    style={{ minWidth: 0, flex: 1 }}
                  />
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={t("iots.message.modal.editOne", { title: message.title })}
                      onClick={() => {
                        setEditing(message);
                        setMode("write");
                      }}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t("iots.message.modal.deleteOne", { title: message.title })}
                      loading={remove.isPending && remove.variables === message.id}
                      onClick={() => deleteMessage(message)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Group>
              ))}
            </Stack>
          </Radio.Group>
          {messages.length === 0 && (
            <Text c="dimmed" size="sm">
              {t("iots.message.modal.empty")}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden="true" />}
              onClick={() => {
                setEditing(null);
                setMode("write");
              }}
            >
              {t("iots.message.modal.new")}
            </Button>
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t("iots.actions.cancel")}
              </Button>
              <Button onClick={apply} loading={choose.isPending}>
                {t("iots.message.modal.apply")}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <MessageForm siteId={siteId} message={editing} onDone={() => setMode("select")} />
      )}
    </Modal>
  );
}

interface MessageFormProps {
  siteId: number;
  /** The message edited; null writes a new one. */
  message: IotMessage | null;
  onDone: () => void;
}

/** docs/product.md#iot-validation: title and content required, at most 25 and 140; checked on change and on submit. */
function MessageForm({ siteId, message, onDone }: MessageFormProps) {
  const { t } = useTranslation();
  const save = useSaveMessage(siteId);
  const form = useForm<IotMessageFormValues>({
    initialValues: { title: message?.title ?? "", content: message?.content ?? "" },
    validate: schemaResolver(iotMessageCreateSchema, { sync: true }),
    validateInputOnChange: true,
    enhanceGetInputProps: translatedInputErrors(),
  });
  const refusal = save.error ? (commandRefusalKey(save.error, ["title", "content"]) ?? "iots.errors.generic") : null;

  const submit = (values: IotMessageFormValues) => {
    const input =
      message === null
        ? { messageId: null, body: iotMessageCreateBody(values) }
        : { messageId: message.id, body: iotMessageUpdateBody(message, values) };
    save.mutate(input, {
      onSuccess: () => {
        showSuccess(t("iots.toasts.messageSaved"));
        onDone();
      },
    });
  };

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {formErrorText(refusal)}
          </Alert>
        )}
        <TextInput
          label={t("iots.message.form.title")}
          withAsterisk
          description={t("iots.message.form.count", {
            used: formatNumber(form.values.title.length),
            max: formatNumber(iotMessageLimits.title),
          })}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("iots.message.form.content")}
          withAsterisk
          rows={4}
          description={t("iots.message.form.count", {
            used: formatNumber(form.values.content.length),
            max: formatNumber(iotMessageLimits.content),
          })}
          {...form.getInputProps("content")}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t("iots.message.form.back")}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t("iots.message.form.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
