import { Group, Stack, Title } from "@mantine/core";
import {
  type CurrentUser,
  canSeeBetaLink,
  canSeeIncidentsCard,
  canSeeMarkerDetails,
  canSeeQuickOverview,
  canUseTickets,
  isRouteAllowed,
  type LocationAddress,
  type LocationSelectionState,
  needsAttention,
  paths,
  sitesNeedingAttention,
} from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMonitoringCounters } from "../../../api/get-monitoring-counters";
import { useTicketKpis } from "../../../api/get-ticket-kpis";
import { usePublicConfig } from "../../../api/public-config";
import type { HomeDirectory } from "../home-directory";
import { homeMonitoringReadsOf } from "../home-reads";
import { homeScopeOf, monitoringLocationOfScope } from "../home-scope";
import type { MapPoint } from "../map/map-points";
import { useHomeMapData } from "../use-home-map-data";
import { BetaNotice } from "./beta-notice";
import { BuildingHoverCard } from "./building-hover-card";
import { HomeBreadcrumb } from "./home-breadcrumb";
import { HomeLocationSelect, type HomeSelectOption } from "./home-location-select";
import { HomeMapCard } from "./home-map-card";
import { HomeStatusPanel } from "./home-status-panel";
import { HoveredSiteCard } from "./hovered-site-card";
import { OverviewCards } from "./overview-cards";
import { SiteAvailabilityAlert } from "./site-availability-alert";
import { SitesNeedingAttentionAlert } from "./sites-needing-attention-alert";
import { WelcomeBlock } from "./welcome-block";

interface HomePageProps {
  user: CurrentUser;
  selection: LocationSelectionState;
  directory: HomeDirectory | undefined;
  /** Selects a location: the route writes it into the address. */
  onSelectLocation: (address: LocationAddress) => void;
}

/**
 * Home (docs/product.md#home-screen): breadcrumb, the select of sites or buildings, the cards,
 * the alerts, the welcome block and the map of sites (or of a site's
 * buildings), within what the user's roles show (docs/product.md#accounts-permissions).
 */
export function HomePage({ user, selection, directory, onSelectLocation }: HomePageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = selection.status === "received" ? selection.location : null;
  const scope = useMemo(() => homeScopeOf(location), [location]);
  const target = monitoringLocationOfScope(scope);
  const showsOverview = canSeeQuickOverview(user);
  const showsDetails = canSeeMarkerDetails(user);
  const showsIncidents = canSeeIncidentsCard(user);
  const config = usePublicConfig();
  const [hasDrawnSites, setHasDrawnSites] = useState(false);
  const isSelectionReady = selection.status === "received";
  const reads = homeMonitoringReadsOf(user, scope);
  // Over every location, every site's status and figures are taken in only once the sites are on the map
  // (docs/product.md#monitoring-availability: grey meanwhile), so that colouring 2,823 markers and listing
  // the sites needing attention does not delay the first draw. The route's loader has asked for them as
  // the locations came (app/screens/home-screen.tsx): by then they are usually in the cache.
  const deferReads = scope.kind === "all" && !hasDrawnSites;
  const counters = useMonitoringCounters(isSelectionReady && !deferReads ? reads.counters : null);
  // The incidents card reads a location's KPIs: with none chosen it is not shown.
  const showsIncidentsCard = showsIncidents && target !== null;
  const kpis = useTicketKpis(showsIncidentsCard ? target : null);
  const map = useHomeMapData(directory, scope, {
    showsDetails,
    statusScope: reads.status,
    isSelectionReady,
    deferStatus: deferReads,
  });
  const markDrawn = useCallback((count: number) => {
    if (count > 0) setHasDrawnSites(true);
  }, []);
  const betaUrl = canSeeBetaLink(user) ? user.beta_url : null;

  // docs/product.md#accounts-permissions: the building map is for those whose roles open it; for others a building is only shown.
  const canOpenMaps = isRouteAllowed(user, "networkMaps");
  const openBuilding = useCallback(
    (uuid: string) => {
      if (canOpenMaps) void navigate({ to: paths.networkMaps, params: { buildingId: uuid } });
    },
    [navigate, canOpenMaps],
  );

  // Stable across the home's reads, so the select and the alert (memo) are not drawn again at each.
  const selectSite = useCallback(
    (siteId: number) => {
      const site = directory?.siteById.get(siteId);
      if (site) onSelectLocation({ location_site: site.id, location_organism: site.organism_id });
    },
    [directory, onSelectLocation],
  );

  const activate = useCallback(
    (point: MapPoint) => {
      if (point.kind === "building") openBuilding(point.uuid);
      else selectSite(point.id);
    },
    [selectSite, openBuilding],
  );

  const labelOf = useCallback(
    (point: MapPoint) =>
      point.kind === "building"
        ? t("home.map.buildingMarker", { name: point.name })
        : t("home.map.siteMarker", {
            name: point.name,
            status: t(`home.legend.site.${point.colour}`),
            shape: point.shape === "marker" ? "" : t(`home.legend.shape.${point.shape}` as const),
          }),
    [t],
  );

  const renderHover = useCallback(
    (point: MapPoint) => {
      if (point.kind === "building") {
        const building = map.buildings?.find((candidate) => candidate.uuid === point.uuid);
        return building ? <BuildingHoverCard building={building} canOpenMap={canOpenMaps} /> : null;
      }
      // docs/product.md#accounts-permissions: the marker details need network status.monitoring.
      if (!showsDetails) return null;
      return <HoveredSiteCard siteId={point.id} name={point.name} status={map.statusBySite.get(point.id)} />;
    },
    [map.buildings, map.statusBySite, showsDetails, canOpenMaps],
  );

  const selectKind = scope.kind === "site" ? "buildings" : "sites";
  const selectOptions = useMemo<HomeSelectOption[]>(
    () =>
      scope.kind === "site"
        ? (map.buildings ?? []).map((building) => ({ value: building.uuid, label: building.name }))
        : map.sites.map((site) => ({ value: String(site.id), label: site.name })),
    [scope.kind, map.buildings, map.sites],
  );

  const chooseInSelect = useCallback(
    (value: string) => {
      if (scope.kind === "site") openBuilding(value);
      else selectSite(Number(value));
    },
    [scope.kind, openBuilding, selectSite],
  );

  const siteStatus = map.siteStatus;
  const attention = useMemo(() => sitesNeedingAttention(map.statusBySite.values()), [map.statusBySite]);
  // The alerts sit beside the map, in a place held from the first frame (HomeStatusPanel).
  let statusPanel: ReactNode = null;
  if (scope.kind === "site" && showsOverview && location?.site) {
    const site = location.site;
    const isAlerted = siteStatus !== undefined && (siteStatus.muted || needsAttention(siteStatus.available_level));
    statusPanel = (
      <HomeStatusPanel
        state={map.statusState}
        allFine={t("home.status.siteFine", { site: site.name })}
        alert={
          isAlerted ? (
            <SiteAvailabilityAlert
              siteName={site.name}
              level={siteStatus.available_level}
              reason={siteStatus.available_reason}
              lastFullRefresh={siteStatus.last_full_refresh}
              levelSince={siteStatus.level_since}
              muted={siteStatus.muted}
              ticketSiteId={canUseTickets(user) ? site.id : undefined}
            />
          ) : null
        }
      />
    );
  } else if (scope.kind !== "site" && showsDetails) {
    statusPanel = (
      <HomeStatusPanel
        state={map.statusState}
        allFine={t("home.status.allFine")}
        alert={attention.length > 0 ? <SitesNeedingAttentionAlert sites={attention} onSelect={selectSite} /> : null}
      />
    );
  }

  return (
    <Stack gap="lg">
      {betaUrl && <BetaNotice betaUrl={betaUrl} />}
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <HomeBreadcrumb location={location} onSelect={onSelectLocation} />
          <Title order={1}>{t("routes.home")}</Title>
        </Stack>
        <HomeLocationSelect
          kind={selectKind}
          options={selectOptions}
          value={null}
          onChange={chooseInSelect}
          canOpenBuildings={canOpenMaps}
        />
      </Group>
      <WelcomeBlock firstName={user.first_name} />
      {(showsOverview || showsIncidentsCard) && (
        <OverviewCards
          counters={showsOverview ? { data: counters.data, isError: counters.isError } : null}
          incidents={
            showsIncidentsCard
              ? {
                  kpis: { data: kpis.data, isError: kpis.isError },
                  portalUrl: config.isError ? "" : config.data?.external_tickets_url,
                }
              : null
          }
        />
      )}
      <HomeMapCard
        kind={selectKind}
        points={map.points}
        tiles={config.data?.map_tiles}
        fitKey={target ? JSON.stringify(target) : "all"}
        isLoading={selection.status === "requesting"}
        onActivate={activate}
        labelOf={labelOf}
        renderHover={renderHover}
        onDrawn={markDrawn}
        aside={statusPanel}
      />
    </Stack>
  );
}
