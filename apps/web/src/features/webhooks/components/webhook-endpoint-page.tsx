import { Alert, Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { notFoundErrorKey, paths, type WebhookEndpoint } from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link, Navigate } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { DataStates } from "../../../components/data-states/data-states";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useWebhookEndpoint } from "../api/get-webhook-endpoint";
import { webhookEventGroups } from "../webhook-event-groups";
import { WebhookStateBadge } from "./webhook-badges";
import { WebhookDeliveriesLog } from "./webhook-deliveries-log";
import { WebhookEndpointActions } from "./webhook-endpoint-actions";
import { WebhookHealthTiles } from "./webhook-health";
import classes from "./webhooks.module.css";

/** An address's `{id}` read as an endpoint's id; anything else names no endpoint. */
export function webhookEndpointIdOf(text: string): number | undefined {
  const id = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * /administration/webhooks/{id} (docs/webhooks.md#log): the endpoint, its
 * health and actions, then its deliveries' log. One the caller may not
 * manage (or that does not exist: the same 404) goes to the not-found page.
 */
export function WebhookEndpointPage({ idText }: { idText: string }) {
  const id = webhookEndpointIdOf(idText);
  if (id === undefined) return <EndpointNotFound />;
  return <WebhookEndpointView key={id} endpointId={id} />;
}

/** The house's not-found page, as for any address that names nothing. */
function EndpointNotFound() {
  return <Navigate to={paths.error} params={{ errorKey: notFoundErrorKey }} replace />;
}

function WebhookEndpointView({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation();
  const query = useWebhookEndpoint(endpointId);
  if (isApiError(query.error) && query.error.status === 404) return <EndpointNotFound />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.webhooks} size="sm" w="fit-content">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: "-2px", marginInlineEnd: 4 }} />
        {t("webhooks.endpoint.back")}
      </Anchor>
      <DataStates
        query={query}
        loadingLabel={t("webhooks.endpoint.loading")}
        loadingShape="spinner"
        errorTitle={t("webhooks.endpoint.failed")}
        retryLabel={t("webhooks.retry")}
      >
        {(endpoint) => (
          <Stack gap="xl">
            <EndpointHeader endpoint={endpoint} />
            <WebhookDeliveriesLog endpointId={endpoint.id} />
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}

function EndpointHeader({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const eventsTitleId = useId();
  const isFailing = !endpoint.enabled && endpoint.disabled_reason === "failing";
  const chosen = webhookEventGroups
    .flatMap((group) => group.types)
    .filter((type) => endpoint.event_types.includes(type));
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {t("webhooks.endpoint.kicker", { organism: endpoint.organism_name })}
        </Text>
        <Title order={1} size="h2" className={classes.wrapAnywhere}>
          {endpoint.url}
        </Title>
        {endpoint.description !== "" && <Text className={classes.wrapAnywhere}>{endpoint.description}</Text>}
        <Group gap="sm">
          <WebhookStateBadge endpoint={endpoint} />
          <Text size="xs" c="dimmed">
            {t("webhooks.endpoint.createdAt", { date: formatDateTime(endpoint.created_at) })}
          </Text>
        </Group>
      </Stack>
      {isFailing && (
        <Alert color="red" variant="light" title={t("webhooks.endpoint.failingTitle")}>
          {t("webhooks.endpoint.failingText", {
            date: endpoint.disabled_at ? formatDateTime(endpoint.disabled_at) : "",
          })}
        </Alert>
      )}
      {endpoint.previous_secret_expires_at !== null && (
        <Alert color="blue" variant="light">
          {t("webhooks.endpoint.previousSecret", { date: formatDateTime(endpoint.previous_secret_expires_at) })}
        </Alert>
      )}
      <WebhookEndpointActions endpoint={endpoint} />
      <WebhookHealthTiles health={endpoint.health} />
      <Stack gap={6} component="section" aria-labelledby={eventsTitleId}>
        <Title order={2} size="h5" id={eventsTitleId}>
          {t("webhooks.endpoint.events")}
        </Title>
        <Group gap={6} component="ul" className={classes.plainList}>
          {chosen.map((type) => (
            <Badge key={type} component="li" variant="outline" color="gray" radius="sm" tt="none">
              {t(`webhooks.events.${type}.name`)}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}
