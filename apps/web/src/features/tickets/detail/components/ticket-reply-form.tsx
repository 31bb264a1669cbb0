import { Alert, Button, Group, Paper, Select, Stack, Switch, Text, Textarea, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { type TicketDetail, ticketReplySchema } from "@ondine/domain";
import IconSend from "@tabler/icons-react/icons/IconSend";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../../api/api-error-message";
import { showSuccess } from "../../../../components/notices/show-notice";
import { TicketAttachmentsField } from "../../components/ticket-attachments-field";
import { ticketErrorText } from "../../ticket-error-text";
import { useReplyToTicket } from "../api/reply-to-ticket";
import type { RefusedAttachment } from "../attachment-choice";
import { type ReplyRefusal, readReplyRefusal } from "../reply-refusal";
import { useStatusOptions } from "../status-options";

interface ReplyFormValues {
  message: string;
  internal: boolean;
  /** A status code as text; "" keeps the ticket's. */
  status: string;
}

const emptyReply: ReplyFormValues = { message: "", internal: false, status: "" };

/**
 * A reply to the ticket (docs/tickets.md#calls): the message and its files,
 * and for the support desk an internal note and a status set in the same
 * change. Checked by the domain's schema and the limits before sending; a
 * refusal keeps everything typed and chosen, and says what is wrong by field.
 */
export function TicketReplyForm({ ticket }: { ticket: TicketDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const internalHintId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const reply = useReplyToTicket(ticket.id);
  const statusOptions = useStatusOptions();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedAttachment[]>([]);
  const [refusal, setRefusal] = useState<ReplyRefusal>({ fieldErrors: {}, otherMessages: [] });
  const form = useForm<ReplyFormValues>({
    initialValues: emptyReply,
    validate: schemaResolver(ticketReplySchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: ticketErrorText(inputProps.error) }),
  });
  const { internal } = form.getValues();

  // The first field at fault takes the focus, so a keyboard or screen reader user lands on it.
  const focusFirstInvalid = () =>
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = form.onSubmit((values) => {
    setRefusal({ fieldErrors: {}, otherMessages: [] });
    reply.mutate(
      { fields: ticketReplySchema.parse(values), files },
      {
        onSuccess: () => {
          // Emptied for the next message, still a note after a note: a desk member adding notes
          // never slips into writing to the customer by the form's own doing.
          form.reset();
          form.setFieldValue("internal", values.internal);
          setFiles([]);
          setRefused([]);
          showSuccess(t(values.internal ? "ticketDetail.reply.noted" : "ticketDetail.reply.sent"));
        },
        onError: (error) => {
          const read = readReplyRefusal(error);
          const { attachments, ...fields } = read.fieldErrors;
          form.setErrors(fields);
          setRefusal(read);
          if (attachments === undefined) focusFirstInvalid();
        },
      },
    );
  }, focusFirstInvalid);

  const hasFieldErrors = Object.keys(refusal.fieldErrors).length > 0;
  const showsFailure = reply.isError && !hasFieldErrors;
  return (
    <Paper withBorder p={{ base: "sm", sm: "md" }} component="section" aria-labelledby={titleId}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h4" id={titleId}>
            {t("ticketDetail.reply.title")}
          </Title>
          {showsFailure && (
            <Alert color="red" variant="light" role="alert" title={t("ticketDetail.reply.failed")}>
              <Stack gap={4}>
                {refusal.otherMessages.length > 0 ? (
                  refusal.otherMessages.map((message) => (
                    <Text size="sm" key={message}>
                      {ticketErrorText(message)}
                    </Text>
                  ))
                ) : (
                  <Text size="sm">{apiErrorMessage(reply.error, t)}</Text>
                )}
              </Stack>
            </Alert>
          )}
          {hasFieldErrors && (
            <Alert color="red" variant="light" role="alert">
              {t("ticketDetail.reply.fieldsBelow")}
            </Alert>
          )}
          <Textarea
            label={t(internal ? "ticketDetail.reply.note" : "ticketDetail.reply.message")}
            required
            // Not `autosize`: it listens to document.fonts, which not every browser engine (nor jsdom) has.
            minRows={5}
            resize="vertical"
            {...form.getInputProps("message")}
          />
          <TicketAttachmentsField
            files={files}
            refused={refused}
            error={refusal.fieldErrors.attachments}
            disabled={reply.isPending}
            onChange={(kept, newlyRefused) => {
              setFiles(kept);
              setRefused(newlyRefused);
            }}
          />
          {(ticket.can.note || ticket.can.manage) && (
            <Group gap="lg" align="flex-end" wrap="wrap">
              {ticket.can.note && (
                <Stack gap={4}>
                  {/* The hint describes the switch rather than joining its name (Mantine puts `description` in the label). */}
                  <Switch
                    label={t("ticketDetail.reply.internal")}
                    aria-describedby={internalHintId}
                    {...form.getInputProps("internal", { type: "checkbox" })}
                  />
                  <Text size="xs" c="dimmed" id={internalHintId}>
                    {t("ticketDetail.reply.internalHint")}
                  </Text>
                </Stack>
              )}
              {ticket.can.manage && (
                <Select
                  label={t("ticketDetail.reply.setStatus")}
                  placeholder={t("ticketDetail.reply.keepStatus")}
                  data={statusOptions}
                  clearable
                  w={{ base: "100%", xs: 280 }}
                  {...form.getInputProps("status")}
                  value={form.getValues().status || null}
                  onChange={(value) => form.setFieldValue("status", value ?? "")}
                />
              )}
            </Group>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={reply.isPending} leftSection={<IconSend size={16} aria-hidden />}>
              {t(internal ? "ticketDetail.reply.sendNote" : "ticketDetail.reply.send")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
