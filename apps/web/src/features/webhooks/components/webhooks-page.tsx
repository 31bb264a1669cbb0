import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import type { WebhookEndpointWithSecret } from "@ondine/domain";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataQuery, DataStates } from "../../../components/data-states/data-states";
import { useWebhookEndpoints } from "../api/find-webhook-endpoints";
import type { OrganismChoice } from "./webhook-endpoint-form";
import { WebhookEndpointsList } from "./webhook-endpoints-list";
import { CreateWebhookModal } from "./webhook-form-modals";
import { WebhookSecretModal } from "./webhook-secret-modal";

interface WebhooksPageProps {
  /**
   * The organisms whose endpoints the caller manages: every organism for an
   * admin, the organisms assigned whole for an `api` holder
   * (docs/webhooks.md#endpoints), by name.
   */
  organisms: DataQuery<readonly OrganismChoice[]>;
}

/**
 * /administration/webhooks (docs/webhooks.md): the endpoints the caller
 * manages, an organism's under its name (one organism at a time when the
 * caller picks it), each with its state and health; "add an endpoint" opens
 * the form, and the new endpoint's secret is shown once.
 */
export function WebhooksPage({ organisms }: WebhooksPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("webhooks.title")}</Title>
        <Text c="dimmed" maw={760}>
          {t("webhooks.subtitle")}
        </Text>
      </Stack>
      <DataStates
        query={organisms}
        loadingLabel={t("webhooks.organismsLoading")}
        loadingShape="spinner"
        errorTitle={t("webhooks.organismsFailed")}
        retryLabel={t("webhooks.retry")}
        empty={(list) =>
          list.length === 0 ? { title: t("webhooks.noOrganism"), description: t("webhooks.noOrganismHint") } : undefined
        }
      >
        {(list) => <WebhookEndpoints organisms={list} />}
      </DataStates>
    </Stack>
  );
}

/** "All organisms" in the picker. */
const allOrganisms = "all";

function WebhookEndpoints({ organisms }: { organisms: readonly OrganismChoice[] }) {
  const { t } = useTranslation();
  const only = organisms.length === 1 ? organisms[0]?.id : undefined;
  const [pickedId, setPickedId] = useState<number | undefined>(only);
  const query = useWebhookEndpoints(pickedId);
  const [isCreating, setCreating] = useState(false);
  const [created, setCreated] = useState<WebhookEndpointWithSecret>();

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setCreating(true)}>
      {t("webhooks.add")}
    </Button>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        {organisms.length > 1 ? (
          <Select
            label={t("webhooks.organism")}
            data={[
              { value: allOrganisms, label: t("webhooks.allOrganisms") },
              ...organisms.map((organism) => ({ value: String(organism.id), label: organism.name })),
            ]}
            value={pickedId === undefined ? allOrganisms : String(pickedId)}
            onChange={(chosen) => setPickedId(chosen === null || chosen === allOrganisms ? undefined : Number(chosen))}
            allowDeselect={false}
            searchable
            w={{ base: "100%", sm: 360 }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <span />
        )}
        {addButton}
      </Group>
      <DataStates
        query={query}
        loadingLabel={t("webhooks.loading")}
        rows={4}
        rowHeight={64}
        errorTitle={t("webhooks.failed")}
        retryLabel={t("webhooks.retry")}
        empty={(data) =>
          data.endpoints.length > 0
            ? undefined
            : { title: t("webhooks.empty.title"), description: t("webhooks.empty.description"), action: addButton }
        }
      >
        {(data) => <WebhookEndpointsList endpoints={data.endpoints} />}
      </DataStates>
      <CreateWebhookModal
        opened={isCreating}
        organisms={organisms}
        organismId={pickedId}
        onClose={() => setCreating(false)}
        onCreated={(answer) => {
          setCreating(false);
          setCreated(answer);
        }}
      />
      <WebhookSecretModal secret={created?.secret} reason="created" onClose={() => setCreated(undefined)} />
    </Stack>
  );
}
