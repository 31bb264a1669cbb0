import { EmptyState, Grid, Stack } from "@mantine/core";
import type { MonitoringLocation, RolesTree, TimeWindow } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { dashboardStateOf } from "../see-more-links";
import { AudienceMapCard } from "./audience-map-card";
import { DeviceSplitCard } from "./device-split-card";
import { MeterCard } from "./meter-card";
import { SeeMoreLink } from "./see-more-link";
import { TrafficCard } from "./traffic-card";

interface StatisticsOverviewPageProps {
  /** The selected site, else organism; null when none is selected. */
  location: MonitoringLocation | null;
  /** The selected site's organism, named in the see-more links' state. */
  organismOfSite?: number;
  roles: RolesTree["statistics"];
  window: TimeWindow;
}

/**
 * Statistics (docs/product.md#statistics-dashboards) overview's cards: traffic, audience, and the purchases and codes
 * meters the roles allow, under the header the screen draws (`StatisticsOverviewHeader`).
 */
export function StatisticsOverviewPage({ location, organismOfSite, roles, window }: StatisticsOverviewPageProps) {
  const { t } = useTranslation();
  const showsPurchases = roles.purchases === 1;
  const showsCodes = roles.codes === 1;
  // docs/product.md#statistics-overview: without either meter, the traffic card takes the whole width.
  const hasMeters = showsPurchases || showsCodes;

  if (location === null) {
    return (
      <EmptyState
        py="xl"
        title={t("statisticsOverview.noLocation.title")}
        description={t("statisticsOverview.noLocation.message")}
      />
    );
  }
  return (
    <OverviewCards
      location={location}
      window={window}
      dashboardState={dashboardStateOf(location, window, organismOfSite)}
      showsPurchases={showsPurchases}
      showsCodes={showsCodes}
      showsCustomers={roles.customers === 1}
      hasMeters={hasMeters}
    />
  );
}

function OverviewCards({
  location,
  window,
  dashboardState,
  showsPurchases,
  showsCodes,
  showsCustomers,
  hasMeters,
}: {
  location: MonitoringLocation;
  window: TimeWindow;
  dashboardState: ReturnType<typeof dashboardStateOf>;
  showsPurchases: boolean;
  showsCodes: boolean;
  showsCustomers: boolean;
  hasMeters: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: hasMeters ? 8 : 12 }} data-testid="traffic-column" data-full-width={!hasMeters}>
        <TrafficCard location={location} window={window} />
      </Grid.Col>
      {hasMeters && (
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="lg" h="100%">
            {showsPurchases && (
              <MeterCard meter="purchases" location={location} window={window} dashboardState={dashboardState} />
            )}
            {showsCodes && (
              <MeterCard meter="used_codes" location={location} window={window} dashboardState={dashboardState} />
            )}
          </Stack>
        </Grid.Col>
      )}
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <AudienceMapCard
          location={location}
          window={window}
          customersLink={
            showsCustomers && (
              <SeeMoreLink dashboard="customers" state={dashboardState}>
                {t("statisticsOverview.audience.seeCustomers")}
              </SeeMoreLink>
            )
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <DeviceSplitCard location={location} window={window} />
      </Grid.Col>
    </Grid>
  );
}
