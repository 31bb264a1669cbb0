import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { paths, type WebhookEndpoint } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/cards/card-field";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDateTime } from "../../../i18n/format-date-time";
import { WebhookStateBadge } from "./webhook-badges";
import { WebhookHealthLines } from "./webhook-health";
import classes from "./webhooks.module.css";

/** The endpoints of one organism, as the list groups them. */
interface OrganismEndpoints {
  organismId: number;
  organismName: string;
  endpoints: WebhookEndpoint[];
}

/** Endpoints grouped by organism, the organisms by name, each organism's endpoints in the server's order. */
export function groupByOrganism(endpoints: readonly WebhookEndpoint[]): OrganismEndpoints[] {
  const groups = new Map<number, OrganismEndpoints>();
  for (const endpoint of endpoints) {
    const group = groups.get(endpoint.organism_id);
    if (group) group.endpoints.push(endpoint);
    else
      groups.set(endpoint.organism_id, {
        organismId: endpoint.organism_id,
        organismName: endpoint.organism_name,
        endpoints: [endpoint],
      });
  }
  const byName = new Intl.Collator("fr", { sensitivity: "base", numeric: true });
  return [...groups.values()].sort((a, b) => byName.compare(a.organismName, b.organismName));
}

/** The endpoints, an organism's under its name: a table on a wide screen, a card each on a phone. */
export function WebhookEndpointsList({ endpoints }: { endpoints: readonly WebhookEndpoint[] }) {
  const isSmallScreen = useIsSmallScreen();
  return (
    <Stack gap="xl">
      {groupByOrganism(endpoints).map((group) => (
        <OrganismSection key={group.organismId} group={group} asCards={isSmallScreen} />
      ))}
    </Stack>
  );
}

function OrganismSection({ group, asCards }: { group: OrganismEndpoints; asCards: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {group.organismName}
      </Title>
      {asCards ? (
        <Stack gap="sm" component="ul" className={classes.plainList}>
          {group.endpoints.map((endpoint) => (
            <EndpointCard key={endpoint.id} endpoint={endpoint} />
          ))}
        </Stack>
      ) : (
        <BorderedTable
          minWidth={860}
          label={t("webhooks.list.tableLabel", { organism: group.organismName })}
          head={
            <>
              <Table.Th>{t("webhooks.list.columns.url")}</Table.Th>
              <Table.Th>{t("webhooks.list.columns.events")}</Table.Th>
              <Table.Th>{t("webhooks.list.columns.state")}</Table.Th>
              <Table.Th>{t("webhooks.list.columns.health")}</Table.Th>
            </>
          }
        >
          {group.endpoints.map((endpoint) => (
            <Table.Tr key={endpoint.id} className={isFailing(endpoint) ? classes.failingRow : undefined}>
              <Table.Td maw={420}>
                <EndpointLink endpoint={endpoint} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t("webhooks.list.eventsCount", { count: endpoint.event_types.length })}</Text>
              </Table.Td>
              <Table.Td>
                <EndpointState endpoint={endpoint} />
              </Table.Td>
              <Table.Td>
                <WebhookHealthLines health={endpoint.health} />
              </Table.Td>
            </Table.Tr>
          ))}
        </BorderedTable>
      )}
    </Stack>
  );
}

const isFailing = (endpoint: WebhookEndpoint) => !endpoint.enabled && endpoint.disabled_reason === "failing";

/** The URL, opening the endpoint's page, and its description under it. */
function EndpointLink({ endpoint }: { endpoint: WebhookEndpoint }) {
  return (
    <Stack gap={2}>
      <Anchor
        renderRoot={(props) => <Link {...props} to={paths.webhookEndpoint} params={{ id: String(endpoint.id) }} />}
        size="sm"
        fw={600}
        className={classes.wrapAnywhere}
      >
        {endpoint.url}
      </Anchor>
      {endpoint.description !== "" && (
        <Text size="xs" c="dimmed" className={classes.wrapAnywhere}>
          {endpoint.description}
        </Text>
      )}
    </Stack>
  );
}

/** The state's badge, and since when an endpoint has been disabled. */
function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <WebhookStateBadge endpoint={endpoint} />
      {!endpoint.enabled && endpoint.disabled_at !== null && (
        <Text size="xs" c="dimmed">
          {t("webhooks.state.disabledAt", { date: formatDateTime(endpoint.disabled_at) })}
        </Text>
      )}
    </Stack>
  );
}

function EndpointCard({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="li" className={isFailing(endpoint) ? classes.failingCard : undefined}>
      <Stack gap="xs">
        <EndpointLink endpoint={endpoint} />
        <EndpointState endpoint={endpoint} />
        <CardField label={t("webhooks.list.columns.events")}>
          {t("webhooks.list.eventsCount", { count: endpoint.event_types.length })}
        </CardField>
        <CardField label={t("webhooks.list.columns.health")}>
          <WebhookHealthLines health={endpoint.health} />
        </CardField>
      </Stack>
    </Paper>
  );
}
