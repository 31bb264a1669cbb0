import { ActionIcon, Badge, Group, Pagination, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { OutboxMessagePresentation, OutboxStatus } from "@ondine/domain";
import IconChevronRight from "@tabler/icons-react/icons/IconChevronRight";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";
import { DataStates } from "../../../components/data-states/data-states";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useOutboxMessages } from "../api/find-outbox-messages";
import { MessageBody } from "./message-body";

const statusColors: Record<OutboxStatus, string> = { held: "yellow", sent: "teal", failed: "red" };

/** /administration/outbox: the mails and SMS the console sent or holds (admins only). */
export function OutboxPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useOutboxMessages(page);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("outbox.title")}</Title>
        <Text c="dimmed" maw={760}>
          {t("outbox.subtitle")}
        </Text>
      </Stack>
      <DataStates
        query={query}
        loadingLabel={t("outbox.loading")}
        rows={6}
        errorTitle={t("outbox.failed")}
        retryLabel={t("outbox.retry")}
        empty={(data) =>
          data.messages.length === 0 ? { title: t("outbox.empty"), description: t("outbox.emptyHint") } : undefined
        }
      >
        {(data) => (
          <Stack gap="md">
            <OutboxTable messages={data.messages} />
            {data.total_pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.total_pages}
                  value={data.current_page}
                  onChange={setPage}
                  getControlProps={(control) => ({ "aria-label": t(`outbox.pagination.${control}`) })}
                  getItemProps={(item) => ({ "aria-label": t("outbox.pagination.page", { page: item }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}

function OutboxTable({ messages }: { messages: readonly OutboxMessagePresentation[] }) {
  const { t } = useTranslation();
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Paper withBorder>
      <Table.ScrollContainer minWidth={860}>
        <Table verticalSpacing="sm" horizontalSpacing="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>{t("outbox.columns.body")}</VisuallyHidden>
              </Table.Th>
              <Table.Th>{t("outbox.columns.channel")}</Table.Th>
              <Table.Th>{t("outbox.columns.recipient")}</Table.Th>
              <Table.Th>{t("outbox.columns.subject")}</Table.Th>
              <Table.Th>{t("outbox.columns.status")}</Table.Th>
              <Table.Th>{t("outbox.columns.createdAt")}</Table.Th>
              <Table.Th>{t("outbox.columns.sentAt")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {messages.map((message) => {
              const isOpen = openIds.has(message.id);
              const bodyId = `outbox-message-${message.id}`;
              return (
                <Fragment key={message.id}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={isOpen}
                        aria-controls={isOpen ? bodyId : undefined}
                        aria-label={t(isOpen ? "outbox.hideBody" : "outbox.showBody", {
                          subject: message.subject ?? message.recipient,
                        })}
                        onClick={() => toggle(message.id)}
                      >
                        <Chevron isOpen={isOpen} />
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="outline" color="gray" radius="sm" classNames={wholeBadgeClasses}>
                        {t(`outbox.channels.${message.channel}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{message.recipient}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{message.subject ?? "-"}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        variant="light"
                        color={statusColors[message.status]}
                        radius="sm"
                        classNames={wholeBadgeClasses}
                      >
                        {t(`outbox.statuses.${message.status}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{formatDateTime(message.created_at)}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{message.sent_at ? formatDateTime(message.sent_at) : "-"}</Text>
                    </Table.Td>
                  </Table.Tr>
                  {isOpen && (
                    <Table.Tr id={bodyId}>
                      <Table.Td />
                      <Table.Td colSpan={6}>
                        <Stack gap="xs" py="xs">
                          <MessageBody text={message.body_text} />
                          {message.last_error && (
                            <Text size="sm" c="red">
                              {t("outbox.lastError", { error: message.last_error, attempts: message.attempts })}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

function Chevron({ isOpen }: { isOpen: boolean }) {
  return (
    <IconChevronRight
      size={16}
      aria-hidden="true"
      style={{ transform: isOpen ? "rotate(90deg)" : undefined, transition: "transform 120ms ease" }}
    />
  );
}
