import { Button, Paper, Stack, Text, Textarea } from "@mantine/core";
import { enabledIotMessage } from "@ondine/domain";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMessages } from "../api/find-messages";
import classes from "./iot-page.module.css";
import { MessagesModal } from "./messages-modal";

/**
 * docs/product.md#iot-messages IoT column 1: the welcome message the TVs show, read-only, with
 * its edit button; a failed list shows its message in the field (docs/product.md#errors-behaviour).
 */
export function WelcomeMessageCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const messages = useMessages(siteId);
  const [opened, setOpened] = useState(false);
  const enabled = messages.data ? enabledIotMessage(messages.data) : null;
  const shown = messages.isPending
    ? t("iots.message.loading")
    : messages.isError
      ? messages.error.message
      : enabled
        ? `${enabled.title}\n${enabled.content}`
        : t("iots.message.none");
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t("iots.message.title")}>
      <Stack gap="xs">
        <Text fw={700}>{t("iots.message.title")}</Text>
        <Textarea
          label={t("iots.message.current")}
          value={shown}
          readOnly
          rows={3}
          classNames={{ input: classes.messageField }}
          error={messages.isError ? true : undefined}
        />
        <Button
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden="true" />}
          onClick={() => setOpened(true)}
          disabled={!messages.data}
        >
          {t("iots.message.edit")}
        </Button>
      </Stack>
      {messages.data && (
        <MessagesModal siteId={siteId} messages={messages.data} opened={opened} onClose={() => setOpened(false)} />
      )}
    </Paper>
  );
}
