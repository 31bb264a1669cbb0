import { ActionIcon, Alert, Button, FileButton, Group, List, Stack, Text } from "@mantine/core";
import { ticketLimits } from "@ondine/domain";
import IconPaperclip from "@tabler/icons-react/icons/IconPaperclip";
import IconX from "@tabler/icons-react/icons/IconX";
import { type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { addAttachments, type RefusedAttachment } from "../detail/attachment-choice";
import { formatFileSize } from "../format-file-size";
import { ticketErrorText } from "../ticket-error-text";
import classes from "./tickets.module.css";

/** What the picker offers (docs/tickets.md#limits): images, PDF and plain text. The server reads the real type from the bytes. */
const acceptedFiles = "image/png,image/jpeg,image/gif,image/webp,application/pdf,text/plain,.txt";

interface TicketAttachmentsFieldProps {
  files: readonly File[];
  /** The files kept, and those just refused (none when a choice went through whole). */
  onChange: (files: File[], refused: RefusedAttachment[]) => void;
  refused: readonly RefusedAttachment[];
  /** The server's word on the files (an i18n key), after a refused send. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The files of a message (a new ticket's or a reply's, docs/tickets.md#limits):
 * chosen with a button, listed with their sizes, each removable; a file over
 * the limits (a sixth, one over 10 MB, an empty one) is refused at once with
 * its reason, the others kept.
 */
export function TicketAttachmentsField({ files, onChange, refused, error, disabled }: TicketAttachmentsFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const resetRef = useRef<() => void>(null);
  const choose = (chosen: File[]) => {
    const choice = addAttachments(files, chosen);
    onChange(choice.files, choice.refused);
    // The same file may be chosen again after being removed.
    resetRef.current?.();
  };
  const remove = (index: number) =>
    onChange(
      files.filter((_, kept) => kept !== index),
      [],
    );

  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={choose} multiple accept={acceptedFiles} resetRef={resetRef} disabled={disabled}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconPaperclip size={16} aria-hidden />}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              {t("tickets.attachments.add")}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed" id={hintId}>
          {t("tickets.attachments.hint", {
            max: ticketLimits.attachmentsPerMessage,
            size: formatFileSize(ticketLimits.attachmentBytes),
          })}
        </Text>
      </Group>
      {files.length > 0 && (
        <Stack gap={4} component="ul" className={classes.plainList} aria-label={t("tickets.attachments.chosen")}>
          {files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two files may share a name; the items hold no state.
            <Group key={`${file.name}-${index}`} component="li" gap="xs" wrap="nowrap">
              <Text size="sm" className={classes.wrapAnywhere}>
                {file.name}
              </Text>
              <Text span size="xs" c="dimmed">
                {formatFileSize(file.size)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="md"
                disabled={disabled}
                aria-label={t("tickets.attachments.remove", { name: file.name })}
                onClick={() => remove(index)}
              >
                <IconX size={14} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {refused.length > 0 && (
        <Alert color="orange" variant="light" role="alert" p="xs">
          <List size="sm" spacing={2}>
            {refused.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two refused files may share a name; the items hold no state.
              <List.Item key={`${file.name}-${index}`} className={classes.wrapAnywhere}>
                {t("tickets.attachments.refused", { name: file.name, reason: String(ticketErrorText(file.reason)) })}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {error && (
        <Text size="sm" c="red.8" id={errorId}>
          {ticketErrorText(error)}
        </Text>
      )}
    </Stack>
  );
}
