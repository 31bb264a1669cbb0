import { EmptyState, Group, Stack, Text, Title } from "@mantine/core";
import { type EquipmentSearchHit, paths, type SelectedLocation } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { FindEquipment } from "./find-equipment";
import classes from "./maps-page.module.css";
import { SiteAvailabilityBanner } from "./site-availability-banner";
import { SiteChoice, type SiteChoiceOption } from "./site-choice";
import { SiteMapView } from "./site-map-view";

interface MapsPageProps {
  /** The selected location (docs/product.md#maps-equipment): the map is a site's. */
  location: SelectedLocation | null;
  /** The organism's sites in production, offered when no site is selected. */
  organismSites: readonly SiteChoiceOption[];
  canReplacePlan: boolean;
  /** May open a ticket about a piece of equipment (docs/tickets.md#context). */
  canOpenTickets: boolean;
  buildingId: string | undefined;
  floorId: string | undefined;
  /** The equipment the address names (`?equipment=` its MAC): shown highlighted on its floor. */
  equipmentMac?: string | undefined;
}

/**
 * /network/status/maps/{buildingId?}/{floorId?} (docs/product.md#maps-screen):
 * the live floor and building maps of the selected site, the site list of
 * an organism selected without a site, and finding equipment anywhere.
 */
export function MapsPage({
  location,
  organismSites,
  canReplacePlan,
  canOpenTickets,
  buildingId,
  floorId,
  equipmentMac,
}: MapsPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const site = location?.site ?? null;

  // A hit opens its site (the location selection follows the address, its organism filled in), building and floor.
  const openHit = useCallback(
    (hit: EquipmentSearchHit) => {
      setHighlightedId(hit.id);
      void navigate({
        to: paths.networkMaps,
        params: { buildingId: hit.building_uuid ?? undefined, floorId: hit.floor_uuid ?? undefined },
        search: (previous) => ({
          ...previous,
          equipment: hit.mac,
          location_site: hit.site_id,
          location_organism: hit.site_id === site?.id ? previous.location_organism : undefined,
        }),
      });
    },
    [navigate, site?.id],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t("routes.networkMaps")}</Title>
          <Text c="dimmed" maw={640}>
            {t("maps.subtitle")}
          </Text>
        </Stack>
        <div className={classes.findSlot}>
          <FindEquipment onFind={openHit} />
        </div>
      </Group>
      {site ? (
        <>
          <SiteAvailabilityBanner siteId={site.id} />
          <SiteMapView
            key={site.id}
            siteId={site.id}
            siteName={site.name}
            buildingId={buildingId}
            floorId={floorId}
            equipmentMac={equipmentMac}
            canReplacePlan={canReplacePlan}
            canOpenTickets={canOpenTickets}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
          />
        </>
      ) : location ? (
        <SiteChoice organismName={location.organism.name} sites={organismSites} />
      ) : (
        <EmptyState py="xl" title={t("maps.noLocation.title")} description={t("maps.noLocation.message")} />
      )}
    </Stack>
  );
}
