import { Group, Pagination, Stack, Text } from "@mantine/core";
import {
  maintenanceEventCriticalities,
  maintenanceEventKinds,
  maintenanceEventStates,
  maintenanceLookBackMonths,
} from "@ondine/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { FoldingFilters } from "../../../components/filters/folding-filters";
import {
  type MaintenanceEventsFilter,
  maintenanceEventsPerPage,
  useMaintenanceEvents,
} from "../api/find-maintenance-events";
import type { MonitoringLocation } from "../monitoring-location";
import { EventsTable } from "./events-table";
import { FilterSelect } from "./filter-select";
import { LastUpdated } from "./last-updated";
import { NoLocationNotice } from "./no-location-notice";
import { ScreenHeader } from "./screen-header";

/** /network/status/events: the location's incidents of the last 3 months, filtered by state, criticality and kind. */
interface EventsPageProps {
  location: MonitoringLocation | null;
  /** The selected location's name: the list is filtered to it, and the header says so. */
  locationName?: string;
}

export function EventsPage({ location, locationName }: EventsPageProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <ScreenHeader
        title={t("networkStatus.events.title")}
        locationName={location ? locationName : undefined}
        subtitle={t("networkStatus.events.subtitle", { months: maintenanceLookBackMonths })}
      />
      {location ? <EventsList location={location} /> : <NoLocationNotice />}
    </Stack>
  );
}

function EventsList({ location }: { location: MonitoringLocation }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MaintenanceEventsFilter>({ page: 1 });
  const query = useMaintenanceEvents(location, filter);
  // A new filter starts again at the first page.
  const change = (next: Partial<Omit<MaintenanceEventsFilter, "page">>) => setFilter({ ...filter, ...next, page: 1 });
  const totalPages = query.data ? Math.ceil(query.data.total / maintenanceEventsPerPage) : 0;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <FoldingFilters activeCount={[filter.state, filter.criticality, filter.kind].filter(Boolean).length}>
          <Group gap="md" align="flex-end">
            <FilterSelect
              label={t("networkStatus.filters.state")}
              value={filter.state}
              options={maintenanceEventStates}
              optionLabel={(value) => t(`networkStatus.eventStates.${value}`)}
              onChange={(state) => change({ state })}
            />
            <FilterSelect
              label={t("networkStatus.filters.criticality")}
              value={filter.criticality}
              options={maintenanceEventCriticalities}
              optionLabel={(value) => t(`networkStatus.criticalities.${value}`)}
              onChange={(criticality) => change({ criticality })}
            />
            <FilterSelect
              label={t("networkStatus.filters.kind")}
              value={filter.kind}
              options={maintenanceEventKinds}
              optionLabel={(value) => t(`networkStatus.eventKinds.${value}`)}
              onChange={(kind) => change({ kind })}
            />
          </Group>
        </FoldingFilters>
        <LastUpdated at={query.dataUpdatedAt} isRefreshing={query.isFetching} />
      </Group>
      <DataStates
        query={query}
        loadingLabel={t("networkStatus.events.loading")}
        errorTitle={t("networkStatus.events.failed")}
        retryLabel={t("networkStatus.retry")}
        empty={(data) =>
          data.events.length === 0
            ? { title: t("networkStatus.events.empty"), description: t("networkStatus.events.emptyHint") }
            : undefined
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t("networkStatus.events.count", { count: data.total })}
            </Text>
            <EventsTable events={data.events} />
            {totalPages > 1 && (
              <Group justify="center">
                <Pagination
                  total={totalPages}
                  value={filter.page}
                  onChange={(page) => setFilter({ ...filter, page })}
                  getControlProps={(control) => ({ "aria-label": t(`networkStatus.pagination.${control}`) })}
                  getItemProps={(page) => ({ "aria-label": t("networkStatus.pagination.page", { page }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}
