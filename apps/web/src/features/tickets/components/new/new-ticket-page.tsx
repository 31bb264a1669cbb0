import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  createTicketSchema,
  fieldErrorsFromZodIssues,
  paths,
  type TicketKind,
  type TicketSummary,
  ticketKinds,
  ticketLimits,
} from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../../api/api-error";
import { apiErrorMessage } from "../../../../api/api-error-message";
import type { LocationOption } from "../../../../components/filters/location-option";
import type { NewTicketSearch } from "../../../../routing/new-ticket-search";
import { useCreateTicket } from "../../api/create-ticket";
import type { RefusedAttachment } from "../../detail/attachment-choice";
import { ticketErrorText } from "../../ticket-error-text";
import { TicketAttachmentsField } from "../ticket-attachments-field";
import {
  type NewTicketFormValues,
  newTicketErrors,
  newTicketInitialValues,
  newTicketInput,
  parseLocationKey,
} from "./new-ticket-form-values";
import { TicketEquipmentField } from "./ticket-equipment-field";
import { TicketLocationField } from "./ticket-location-field";

interface NewTicketPageProps {
  /** What the address fills in (docs/tickets.md#context). */
  search: NewTicketSearch;
  /** The caller's organisms and sites. */
  locations: readonly LocationOption[];
  /** The first message's opening text: a site tool's report (docs/site-tools.md#diagnosis). */
  initialMessage?: string;
  onCreated: (ticket: TicketSummary) => void;
}

/** Why a send was refused, beyond the fields it flags: the API's words, and any message no field shows. */
interface SendRefusal {
  message: string;
  others: string[];
}

/**
 * /support/tickets/new (docs/tickets.md#calls): a ticket on one of the
 * caller's locations, optionally a piece of its equipment, its kind, subject,
 * first message and files, and for a site its state at this moment. Checked
 * by the server's own schema before sending; a refusal flags its fields and
 * keeps everything typed and chosen.
 */
export function NewTicketPage({ search, locations, initialMessage, onCreated }: NewTicketPageProps) {
  const { t } = useTranslation();
  const create = useCreateTicket();
  const [files, setFiles] = useState<File[]>([]);
  const [refusedFiles, setRefusedFiles] = useState<RefusedAttachment[]>([]);
  const [filesError, setFilesError] = useState<ReactNode>();
  const [refusal, setRefusal] = useState<SendRefusal>();
  const triedToSend = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "field" | "alert" }>();

  const form = useForm<NewTicketFormValues>({
    initialValues: newTicketInitialValues(search, locations, initialMessage),
    validate: (values) => {
      const parsed = createTicketSchema.safeParse(newTicketInput(values));
      return parsed.success ? {} : newTicketErrors(fieldErrorsFromZodIssues(parsed.error.issues)).fields;
    },
    enhanceGetInputProps: ({ inputProps }) => ({ error: ticketErrorText(inputProps.error) }),
    onValuesChange: () => {
      if (triedToSend.current) form.validate();
    },
  });
  const values = form.getValues();
  const location = parseLocationKey(values.location);
  const siteId = location?.type === "Site" ? location.id : null;

  // Focus moves once React has drawn the errors: to the first flagged field, or to the refusal above the form.
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "alert") alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    triedToSend.current = true;
    setRefusal(undefined);
    setFilesError(undefined);
    const parsed = createTicketSchema.safeParse(newTicketInput(form.getValues()));
    if (!parsed.success) {
      form.setErrors(newTicketErrors(fieldErrorsFromZodIssues(parsed.error.issues)).fields);
      setFocusRequest({ target: "field" });
      return;
    }
    try {
      onCreated(await create.mutateAsync({ fields: parsed.data, attachments: files }));
    } catch (error) {
      // Everything typed and chosen stays; the refusal says why and flags its fields.
      const { fields, others } = newTicketErrors(isApiError(error) ? error.errors : {});
      const { attachments, ...formFields } = fields;
      form.setErrors(formFields);
      setFilesError(attachments);
      setRefusal({ message: apiErrorMessage(error, t), others });
      setFocusRequest({ target: "alert" });
    }
  };

  const kindOptions = ticketKinds.map((kind) => ({ value: kind, label: t(`tickets.kind.${kind}`) }));

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={paths.supportTickets} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t("tickets.new.back")}
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1}>{t("tickets.new.title")}</Title>
        <Text c="dimmed">{t("tickets.new.subtitle")}</Text>
      </Stack>
      <form ref={formRef} onSubmit={submit} noValidate aria-label={t("tickets.new.title")}>
        <Stack gap="lg">
          {refusal && (
            <Alert
              ref={alertRef}
              tabIndex={-1}
              color="red"
              variant="light"
              title={t("tickets.new.refused")}
              role="alert"
            >
              <Stack gap={4}>
                <Text size="sm">{refusal.message}</Text>
                {refusal.others.map((message) => (
                  <Text key={message} size="sm">
                    {ticketErrorText(message)}
                  </Text>
                ))}
              </Stack>
            </Alert>
          )}
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <Stack gap="md">
              <TicketLocationField
                options={locations}
                error={form.getInputProps("location").error}
                value={values.location}
                onChange={(key) => {
                  form.setFieldValue("location", key);
                  form.setFieldValue("equipment_id", "");
                  if (!key.startsWith("Site-")) form.setFieldValue("attach_site_state", false);
                }}
              />
              {siteId !== null && (
                <TicketEquipmentField
                  siteId={siteId}
                  value={values.equipment_id}
                  onChange={(id) => form.setFieldValue("equipment_id", id)}
                  error={form.getInputProps("equipment_id").error}
                />
              )}
              <Select
                label={t("tickets.new.kind")}
                placeholder={t("tickets.new.kindPlaceholder")}
                required
                data={kindOptions}
                allowDeselect={false}
                {...form.getInputProps("kind")}
                value={values.kind === "" ? null : values.kind}
                onChange={(kind) => form.setFieldValue("kind", (kind ?? "") as TicketKind | "")}
                comboboxProps={{ withinPortal: true }}
              />
              {siteId !== null && (
                <Checkbox
                  label={t("tickets.new.attachSiteState")}
                  description={t("tickets.new.attachSiteStateHint")}
                  {...form.getInputProps("attach_site_state", { type: "checkbox" })}
                />
              )}
            </Stack>
          </Paper>
          <Paper withBorder p={{ base: "md", sm: "lg" }}>
            <Stack gap="md">
              <TextInput
                label={t("tickets.new.subject")}
                description={t("tickets.new.subjectHint", { max: ticketLimits.subject })}
                inputWrapperOrder={["label", "input", "description", "error"]}
                required
                maxLength={ticketLimits.subject}
                {...form.getInputProps("subject")}
              />
              <Textarea
                label={t("tickets.new.message")}
                description={t("tickets.new.messageHint")}
                inputWrapperOrder={["label", "input", "description", "error"]}
                required
                // Not `autosize`: it listens to document.fonts, which not every browser engine (nor jsdom) has.
                minRows={8}
                resize="vertical"
                maxLength={ticketLimits.message}
                {...form.getInputProps("message")}
              />
              <TicketAttachmentsField
                files={files}
                refused={refusedFiles}
                error={filesError}
                disabled={create.isPending}
                onChange={(kept, refused) => {
                  setFiles(kept);
                  setRefusedFiles(refused);
                  setFilesError(undefined);
                }}
              />
            </Stack>
          </Paper>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to={paths.supportTickets}>
              {t("tickets.new.cancel")}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t("tickets.new.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
