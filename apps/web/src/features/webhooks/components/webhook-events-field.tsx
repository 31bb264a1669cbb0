import { Checkbox, Fieldset, SimpleGrid, Stack, Text } from "@mantine/core";
import type { WebhookEventType } from "@ondine/domain";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { webhookEventGroups, withGroupChosen } from "../webhook-event-groups";

interface WebhookEventsFieldProps {
  value: readonly WebhookEventType[];
  onChange: (types: WebhookEventType[]) => void;
  /** The field's error, already in words. */
  error?: ReactNode;
  disabled?: boolean;
}

/**
 * The events an endpoint asks for (docs/webhooks.md#events): a checkbox a
 * type, under its family (sites, codes, tickets, private Wi-Fi,
 * announcements), each named and described in plain words, and a "select
 * all" per family. An error marks every box and is read with each of them.
 */
export function WebhookEventsField({ value, onChange, error, disabled }: WebhookEventsFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const hintId = useId();
  const hasError = error !== undefined && error !== null && error !== false;
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(
      webhookEventGroups.flatMap((group) => group.types).filter((each) => (each === type ? on : value.includes(each))),
    );

  return (
    <Fieldset legend={t("webhooks.form.events")} aria-describedby={hasError ? `${hintId} ${errorId}` : hintId} p="sm">
      <Stack gap="md">
        <Text size="sm" c="dimmed" id={hintId}>
          {t("webhooks.form.eventsHint")}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
          {webhookEventGroups.map((group) => {
            const chosen = group.types.filter((type) => value.includes(type));
            const groupName = t(`webhooks.eventGroups.${group.id}`);
            return (
              <Fieldset key={group.id} legend={groupName} variant="filled" p="sm">
                <Stack gap="sm">
                  {group.types.length > 1 && (
                    <Checkbox
                      label={t("webhooks.form.selectAll")}
                      aria-label={t("webhooks.form.selectAllOf", { group: groupName })}
                      checked={chosen.length === group.types.length}
                      indeterminate={chosen.length > 0 && chosen.length < group.types.length}
                      onChange={(event) => onChange(withGroupChosen(value, group, event.currentTarget.checked))}
                      disabled={disabled}
                      fw={600}
                    />
                  )}
                  {group.types.map((type) => (
                    <Checkbox
                      key={type}
                      label={t(`webhooks.events.${type}.name`)}
                      description={t(`webhooks.events.${type}.description`)}
                      checked={value.includes(type)}
                      onChange={(event) => toggle(type, event.currentTarget.checked)}
                      disabled={disabled}
                      error={hasError}
                      aria-invalid={hasError || undefined}
                      aria-describedby={hasError ? errorId : undefined}
                    />
                  ))}
                </Stack>
              </Fieldset>
            );
          })}
        </SimpleGrid>
        {hasError && (
          <Text size="sm" c="red.9" id={errorId}>
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
