import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TicketAttachment, TicketMessage } from "@ondine/domain";
import IconLock from "@tabler/icons-react/icons/IconLock";
import IconMail from "@tabler/icons-react/icons/IconMail";
import IconPaperclip from "@tabler/icons-react/icons/IconPaperclip";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../../i18n/format-date-time";
import sharedClasses from "../../components/tickets.module.css";
import { formatFileSize } from "../../format-file-size";
import classes from "./ticket-detail.module.css";

/**
 * The conversation in the order it was written (docs/tickets.md#model): each
 * message with its author and time, "by e-mail" when it came back by mail,
 * its files as downloads; the desk's internal notes (in the desk's answer
 * only) stand apart and say that the customer does not see them.
 */
export function TicketConversation({ messages }: { messages: readonly TicketMessage[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {t("ticketDetail.conversation.title")}
      </Title>
      {messages.length === 0 ? (
        <Text c="dimmed">{t("ticketDetail.conversation.empty")}</Text>
      ) : (
        <Stack gap="sm" component="ol" className={sharedClasses.plainList}>
          {messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function MessageCard({ message }: { message: TicketMessage }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="article"
      withBorder={!message.internal}
      p={{ base: "sm", sm: "md" }}
      className={message.internal ? classes.internalNote : undefined}
      aria-label={t(message.internal ? "ticketDetail.conversation.noteBy" : "ticketDetail.conversation.messageBy", {
        name: message.author.name,
      })}
    >
      <Stack gap="xs">
        {message.internal && (
          <Group gap={6} wrap="nowrap">
            <IconLock size={16} aria-hidden color="var(--mantine-color-orange-8)" />
            {/* The page's own text colour: orange on the note's yellow would read below 4.5:1. */}
            <Text size="sm" fw={700}>
              {t("ticketDetail.conversation.internalNote")}
            </Text>
          </Group>
        )}
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} size="sm">
              {message.author.name}
            </Text>
            {message.author.staff && (
              <Badge variant="light" color="ocean" radius="sm" tt="none" size="sm">
                {t("ticketDetail.conversation.staff")}
              </Badge>
            )}
            {message.channel === "email" && (
              <Group gap={4} wrap="nowrap">
                <IconMail size={14} aria-hidden />
                <Text size="xs" c="dimmed">
                  {t("ticketDetail.conversation.byEmail")}
                </Text>
              </Group>
            )}
          </Group>
          <Text size="xs" c="dimmed" component="time" dateTime={message.created_at}>
            {formatDateTime(message.created_at)}
          </Text>
        </Group>
        <Text size="sm" className={classes.body}>
          {message.body}
        </Text>
        {message.attachments.length > 0 && <MessageAttachments attachments={message.attachments} />}
      </Stack>
    </Paper>
  );
}

function MessageAttachments({ attachments }: { attachments: readonly TicketAttachment[] }) {
  const { t } = useTranslation();
  return (
    <Stack
      gap={4}
      component="ul"
      className={sharedClasses.plainList}
      aria-label={t("ticketDetail.conversation.attachments")}
    >
      {attachments.map((attachment) => (
        <Group key={attachment.id} component="li" gap={6} wrap="nowrap">
          <IconPaperclip size={14} aria-hidden />
          {/* The server sends it as a download (docs/tickets.md#limits); `download` says so to the browser too. */}
          <Anchor href={attachment.url} download={attachment.name} size="sm" className={sharedClasses.wrapAnywhere}>
            {attachment.name}
          </Anchor>
          <Text span size="xs" c="dimmed">
            {formatFileSize(attachment.size)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
