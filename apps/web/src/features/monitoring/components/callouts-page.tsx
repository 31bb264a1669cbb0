import { Group, Stack, Text } from "@mantine/core";
import { interventionListSize, maintenanceInterventionStates, maintenanceLookBackMonths } from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useTicketKpis } from "../../../api/get-ticket-kpis";
import { DataStates } from "../../../components/data-states/data-states";
import { interventionCountWords } from "../../../components/monitoring/network-figure-words";
import {
  type MaintenanceInterventionsFilter,
  useMaintenanceInterventions,
} from "../api/find-maintenance-interventions";
import type { MonitoringLocation } from "../monitoring-location";
import { FilterSelect } from "./filter-select";
import { InterventionsTable } from "./interventions-table";
import { LastUpdated } from "./last-updated";
import { NoLocationNotice } from "./no-location-notice";
import { ScreenHeader } from "./screen-header";

/**
 * /network/status/callouts: the location's interventions planned ahead, then
 * the 10 latest of the last 3 months (docs/product.md#monitoring-api, docs/product.md#monitoring-caches), under the count the
 * home's incidents card shows, in its words (interventionProgress).
 */
interface CalloutsPageProps {
  location: MonitoringLocation | null;
  /** The selected location's name: the list is filtered to it, and the header says so. */
  locationName?: string;
}

export function CalloutsPage({ location, locationName }: CalloutsPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t("networkStatus.callouts.title")}
        locationName={location ? locationName : undefined}
        subtitle={t("networkStatus.callouts.subtitle", {
          size: interventionListSize,
          months: maintenanceLookBackMonths,
        })}
      />
      {location ? <CalloutsList location={location} /> : <NoLocationNotice />}
    </Stack>
  );
}

function CalloutsList({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MaintenanceInterventionsFilter>({});
  const query = useMaintenanceInterventions(location, filter);
  const kpis = useTicketKpis(location);

  return (
    <Stack gap="md">
      {kpis.data && (
        <Text size="sm" fw={600}>
          {interventionCountWords(t, kpis.data)}
        </Text>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <FilterSelect
          label={t("networkStatus.filters.state")}
          value={filter.state}
          options={maintenanceInterventionStates}
          optionLabel={(value) => t(`networkStatus.interventionStates.${value}`)}
          onChange={(state) => setFilter({ state })}
        />
        <LastUpdated at={query.dataUpdatedAt} isRefreshing={query.isFetching} />
      </Group>
      <DataStates
        query={query}
        loadingLabel={t("networkStatus.callouts.loading")}
        errorTitle={t("networkStatus.callouts.failed")}
        retryLabel={t("networkStatus.retry")}
        empty={(data) =>
          data.interventions.length === 0
            ? { title: t("networkStatus.callouts.empty"), description: t("networkStatus.callouts.emptyHint") }
            : undefined
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("networkStatus.callouts.count", { shown: data.interventions.length, count: data.total })}
            </Text>
            <InterventionsTable interventions={data.interventions} />
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}
