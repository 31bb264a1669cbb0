import { Box, Center, EmptyState, Loader, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useElementSize, useLocalStorage } from "@mantine/hooks";
import { type MapMode, paths } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { useSiteEsls } from "../api/find-site-esls";
import { useSiteMap } from "../api/get-site-map";
import { MapCanvas } from "../canvas/map-canvas";
import type { CanvasFloor, MarkerHover } from "../canvas/map-canvas-props";
import { useSiteLive } from "../live/use-site-live";
import { resolveMapSelection, unplacedEquipment } from "../map-selection";
import { mapsStorageKeys } from "../maps-storage-keys";
import { useLegendVisibility } from "../use-legend-visibility";
import { useMapView } from "../use-map-view";
import { CartographyUnavailableModal } from "./cartography-unavailable-modal";
import { EquipmentList } from "./equipment-list";
import { LiveIndicator } from "./live-indicator";
import { MapControls } from "./map-controls";
import { MapLegend } from "./map-legend";
import { MapMenu } from "./map-menu";
import classes from "./maps-page.module.css";
import { MarkerHoverCard } from "./marker-hover-card";
import { ReplaceFloorPlan } from "./replace-floor-plan";

interface SiteMapViewProps {
  siteId: number;
  siteName: string;
  /** From the address; unknown ones fall back to the first building and floor. */
  buildingId: string | undefined;
  floorId: string | undefined;
  /** The equipment the address names by MAC: highlighted, focused and announced once the map is read. */
  equipmentMac?: string | undefined;
  canReplacePlan: boolean;
  /** May open a ticket about a piece of equipment (docs/tickets.md#context): its details offer to. */
  canOpenTickets: boolean;
  highlightedId: number | null;
  onHighlight: (id: number | null) => void;
}

/**
 * docs/product.md#maps-screen map of one site: the left menu, the controls, the canvas with its
 * hover card and legend, and beside it the list of what it draws. Follows
 * the site live while open.
 */
export function SiteMapView({
  siteId,
  siteName,
  buildingId,
  floorId,
  equipmentMac,
  canReplacePlan,
  canOpenTickets,
  highlightedId,
  onHighlight,
}: SiteMapViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const siteMap = useSiteMap(siteId);
  const esls = useSiteEsls(siteId);
  const live = useSiteLive(siteId);
  const { view, setMode, rotate, zoomBy, setZoom, toggleCoverage } = useMapView();
  const legend = useLegendVisibility();
  const legendId = useId();
  // On a phone the legend would push the map below the fold: it starts folded there.
  const isSmallScreen = useIsSmallScreen();
  const [isLegendFolded, setIsLegendFolded] = useLocalStorage({
    key: mapsStorageKeys.legendFolded,
    defaultValue: isSmallScreen,
    getInitialValueInEffect: false,
  });
  const [hover, setHover] = useState<MarkerHover | null>(null);
  const canvasArea = useElementSize();

  const map = siteMap.data;
  const selection = useMemo(
    () => (map ? resolveMapSelection(map, { buildingId, floorId, equipmentMac }) : null),
    [map, buildingId, floorId, equipmentMac],
  );
  const building = selection?.building ?? null;
  const floor = selection?.floor ?? null;
  const namedEquipment = selection?.equipment ?? null;

  // A replacement keeps the equipment the address names; a floor or building the user picks leaves it behind.
  const goTo = useCallback(
    (buildingUuid: string | undefined, floorUuid: string | undefined, replace = false) =>
      void navigate({
        to: paths.networkMaps,
        params: { buildingId: buildingUuid, floorId: floorUuid },
        search: ({ equipment, ...previous }) => (replace ? { ...previous, equipment } : previous),
        replace,
      }),
    [navigate],
  );

  // Equipment the address names (the access-point list's link) is highlighted on its floor once,
  // its list entry focused without scrolling the map away, and announced.
  const arrivedAt = useRef<string | null>(null);
  const [arrival, setArrival] = useState<string | null>(null);
  useEffect(() => {
    if (!namedEquipment || !floor || !building || arrivedAt.current === namedEquipment.mac) return;
    arrivedAt.current = namedEquipment.mac;
    onHighlight(namedEquipment.id);
    setArrival(
      t("maps.arrival.highlighted", {
        name: namedEquipment.tag || namedEquipment.model.name,
        floor: floor.name,
        building: building.name,
      }),
    );
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-equipment-id="${namedEquipment.id}"]`)?.focus({ preventScroll: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [namedEquipment, floor, building, onHighlight, t]);

  // docs/product.md#maps-screen: the address names the building and floor shown; one it named wrongly is replaced by what is shown.
  useEffect(() => {
    if (!selection) return;
    const shownBuilding = selection.building?.uuid;
    const shownFloor = selection.floor?.uuid;
    if (shownBuilding !== buildingId || shownFloor !== floorId) goTo(shownBuilding, shownFloor, true);
  }, [selection, buildingId, floorId, goTo]);

  const canvasFloors = useMemo<CanvasFloor[]>(
    () =>
      (building?.children ?? []).map((candidate) => ({
        uuid: candidate.uuid,
        name: candidate.name,
        level: candidate.level,
        plan: candidate.plan,
        equipment: candidate.equipment.filter((item) => item.state !== "spare"),
      })),
    [building],
  );
  const unplaced = useMemo(() => (map ? unplacedEquipment(map) : []), [map]);

  const chooseMode = useCallback(
    (mode: MapMode) => {
      setHover(null);
      setMode(mode);
    },
    [setMode],
  );

  const header = (
    <Box className={classes.siteLine}>
      <Text fw={600}>{siteName}</Text>
      <LiveIndicator status={live} />
      <VisuallyHidden role="status">{arrival}</VisuallyHidden>
    </Box>
  );

  if (siteMap.isPending) {
    return (
      <Center mih={320} role="status" aria-label={t("maps.loading")}>
        <Loader type="dots" />
      </Center>
    );
  }

  if (siteMap.isError || !map) {
    return (
      <>
        <EmptyState py="xl" title={t("maps.unavailable.title")} description={t("maps.unavailable.message")} />
        <CartographyUnavailableModal opened={siteMap.isError} error={siteMap.error} />
      </>
    );
  }

  const list = (
    <EquipmentList
      floors={view.mode === "building" ? [...(building?.children ?? [])].reverse() : floor ? [floor] : []}
      unplaced={unplaced}
      esls={esls.data ?? []}
      hidden={legend.hidden}
      highlightedId={highlightedId}
      onHighlight={onHighlight}
      ticketSiteId={canOpenTickets ? siteId : undefined}
    />
  );

  if (!building) {
    return (
      <Stack gap="md">
        {header}
        <EmptyState
          py="lg"
          title={t(unplaced.length > 0 ? "maps.empty.noPlanTitle" : "maps.empty.siteTitle")}
          description={t(unplaced.length > 0 ? "maps.empty.noPlan" : "maps.empty.site")}
        />
        {unplaced.length > 0 && list}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {header}
      <div className={classes.layout}>
        <Stack gap="md" className={classes.menu}>
          <MapMenu
            buildings={map.locations}
            building={building}
            floorUuid={floor?.uuid ?? null}
            onChooseBuilding={(uuid) => {
              const chosen = map.locations.find((candidate) => candidate.uuid === uuid);
              setHover(null);
              goTo(uuid, chosen?.children[0]?.uuid);
            }}
            onChooseFloor={(uuid) => {
              setHover(null);
              goTo(building.uuid, uuid);
            }}
          >
            {canReplacePlan && floor && <ReplaceFloorPlan siteId={siteId} floor={floor} />}
          </MapMenu>
        </Stack>
        {!isLegendFolded && (
          <div className={classes.legend}>
            <MapLegend id={legendId} hidden={legend.hidden} onToggle={legend.toggle} showsCoverage={view.coverage} />
          </div>
        )}
        <div className={classes.mapColumn}>
          <MapControls
            view={view}
            isLegendOpen={!isLegendFolded}
            legendId={legendId}
            onToggleLegend={() => setIsLegendFolded(!isLegendFolded)}
            onModeChange={chooseMode}
            onRotate={rotate}
            onZoom={zoomBy}
            onToggleCoverage={toggleCoverage}
          />
          {floor ? (
            <div className={classes.canvasArea} ref={canvasArea.ref}>
              <MapCanvas
                mode={view.mode}
                floors={canvasFloors}
                selectedFloorUuid={floor.uuid}
                rotation={view.rotation}
                zoom={view.zoom}
                onZoomChange={setZoom}
                esls={esls.data ?? []}
                hidden={legend.hidden}
                coverage={view.coverage}
                highlightedId={highlightedId}
                onHover={setHover}
                onSelect={(equipment) => onHighlight(equipment.id)}
                label={
                  view.mode === "building"
                    ? t("maps.canvas.buildingLabel", { building: building.name })
                    : t("maps.canvas.floorLabel", { floor: floor.name, building: building.name })
                }
              />
              {hover && <MarkerHoverCard hover={hover} area={canvasArea} />}
            </div>
          ) : (
            <EmptyState py="xl" title={t("maps.menu.noFloors")} />
          )}
        </div>
        <div className={classes.side}>{list}</div>
      </div>
    </Stack>
  );
}
