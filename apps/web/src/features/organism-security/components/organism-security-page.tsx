import { EmptyState, Select, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type DataQuery, DataStates } from "../../../components/data-states/data-states";
import { useOrganismSecurity } from "../api/get-organism-security";
import { OrganismSecurityForm } from "./organism-security-form";

/** An organism the page offers, as the caller's location directory names it. */
export interface OrganismChoice {
  id: number;
  name: string;
}

interface OrganismSecurityPageProps {
  /** Every organism (an admin's directory holds them all), by name. */
  organisms: DataQuery<readonly OrganismChoice[]>;
}

/**
 * /administration/organism_security (admins, docs/security.md "Organism
 * security"): choose an organism, then edit its allowed address ranges and
 * its two-factor requirement.
 */
export function OrganismSecurityPage({ organisms }: OrganismSecurityPageProps) {
  const { t } = useTranslation();
  const [organismId, setOrganismId] = useState<number>();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("organismSecurity.title")}</Title>
        <Text c="dimmed" maw={760}>
          {t("organismSecurity.subtitle")}
        </Text>
      </Stack>
      <DataStates
        query={organisms}
        loadingLabel={t("organismSecurity.organismsLoading")}
        loadingShape="spinner"
        errorTitle={t("organismSecurity.organismsFailed")}
        retryLabel={t("organismSecurity.retry")}
        empty={(list) =>
          list.length === 0
            ? { title: t("organismSecurity.noOrganisms"), description: t("organismSecurity.noOrganismsHint") }
            : undefined
        }
      >
        {(list) => (
          <Stack gap="lg">
            <Select
              label={t("organismSecurity.organism")}
              placeholder={t("organismSecurity.organismPlaceholder")}
              data={list.map((organism) => ({ value: String(organism.id), label: organism.name }))}
              value={organismId === undefined ? null : String(organismId)}
              onChange={(chosen) => setOrganismId(chosen === null ? undefined : Number(chosen))}
              allowDeselect={false}
              searchable
              w={{ base: "100%", sm: 360 }}
              comboboxProps={{ withinPortal: true }}
            />
            {organismId === undefined ? (
              <EmptyState
                py="xl"
                title={t("organismSecurity.chooseOrganism")}
                description={t("organismSecurity.chooseOrganismHint")}
              />
            ) : (
              <OrganismSettings organismId={organismId} />
            )}
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}

function OrganismSettings({ organismId }: { organismId: number }) {
  const { t } = useTranslation();
  const query = useOrganismSecurity(organismId);
  return (
    <DataStates
      query={query}
      loadingLabel={t("organismSecurity.loading")}
      loadingShape="spinner"
      errorTitle={t("organismSecurity.failed")}
      retryLabel={t("organismSecurity.retry")}
    >
      {/* A fresh form per organism and per saved version: what is typed never leaks to another organism. */}
      {(settings) => (
        <OrganismSecurityForm key={`${settings.organism_id}:${settings.updated_at}`} settings={settings} />
      )}
    </DataStates>
  );
}
