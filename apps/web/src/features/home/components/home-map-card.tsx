import { ActionIcon, Box, Card, Collapse, Group, Loader, Paper, SegmentedControl, Text, Title } from "@mantine/core";
import { useLocalStorage } from "@mantine/hooks";
import {
  homeMapCentre,
  homeMapDefaultZoom,
  homeMapEmptyZoom,
  homeMapFitMaxZoom,
  type PublicConfig,
} from "@ondine/domain";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { homeStorageKeys } from "../home-storage-keys";
import type { HomeMapView, TileMode } from "../map/home-map-props";
import type { MapPoint } from "../map/map-points";
import { ChevronIcon } from "./chevron-icon";
import classes from "./home-page.module.css";
import { MapLegend } from "./map-legend";

/** Leaflet and the markers: a chunk of their own, which the page starts fetching beside the screen's (app/router/screens-draw-with.ts). */
const HomeMap = lazy(() => import("../map/home-map"));

const homeMapView: HomeMapView = {
  centre: homeMapCentre,
  emptyZoom: homeMapEmptyZoom,
  defaultZoom: homeMapDefaultZoom,
  fitMaxZoom: homeMapFitMaxZoom,
};

interface HomeMapCardProps {
  kind: "sites" | "buildings";
  points: readonly MapPoint[];
  tiles: PublicConfig["map_tiles"] | undefined;
  fitKey: string;
  isLoading: boolean;
  onActivate: (point: MapPoint) => void;
  labelOf: (point: MapPoint) => string;
  renderHover: (point: MapPoint) => ReactNode;
  onDrawn?: (count: number) => void;
  /** Beside the map on a wide screen, under it on a narrow one: the status (HomeStatusPanel). */
  aside?: ReactNode;
}

/** The map with its road/satellite switch and its legend (folded or not, remembered: docs/product.md#home-map). */
export function HomeMapCard(props: HomeMapCardProps) {
  const { t } = useTranslation();
  const legendId = useId();
  const [tileMode, setTileMode] = useLocalStorage<TileMode>({
    key: homeStorageKeys.tileMode,
    defaultValue: "road",
    getInitialValueInEffect: false,
  });
  // On a phone the open legend would cover most markers: it starts folded there.
  const isSmallScreen = useIsSmallScreen();
  const [isLegendHidden, setIsLegendHidden] = useLocalStorage({
    key: homeStorageKeys.legendHidden,
    defaultValue: isSmallScreen,
    getInitialValueInEffect: false,
  });

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.mapCard}
      component="section"
      aria-labelledby={`${legendId}-title`}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4" id={`${legendId}-title`}>
          {t(props.kind === "sites" ? "home.map.sitesTitle" : "home.map.buildingsTitle")}
        </Title>
        <Group gap="sm">
          {props.isLoading && <Loader size="xs" aria-label={t("home.map.loading")} />}
          <SegmentedControl
            size="xs"
            value={tileMode}
            onChange={(value) => setTileMode(value as TileMode)}
            aria-label={t("home.map.tiles")}
            data={[
              { value: "road", label: t("home.map.road") },
              { value: "satellite", label: t("home.map.satellite") },
            ]}
          />
        </Group>
      </Group>
      <div className={classes.mapBody} data-with-aside={props.aside ? "" : undefined}>
        <Box pos="relative" className={classes.mapArea}>
          {/* The map's place is held while its chunk loads: nothing below moves when it comes. */}
          <Suspense fallback={<div className={classes.mapPlaceholder} />}>
            <HomeMap
              points={props.points}
              tiles={props.tiles}
              tileMode={tileMode}
              fitKey={props.fitKey}
              view={homeMapView}
              zoomTitles={{ zoomIn: t("home.map.zoomIn"), zoomOut: t("home.map.zoomOut") }}
              onActivate={props.onActivate}
              labelOf={props.labelOf}
              renderHover={props.renderHover}
              onDrawn={props.onDrawn}
            />
          </Suspense>
          <Paper className={classes.legend} shadow="md" radius="md" p="sm" withBorder>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm" fw={700}>
                {t("home.legend.title")}
              </Text>
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={() => setIsLegendHidden(!isLegendHidden)}
                aria-expanded={!isLegendHidden}
                aria-controls={legendId}
                aria-label={t(isLegendHidden ? "home.legend.show" : "home.legend.hide")}
              >
                <ChevronIcon up={!isLegendHidden} />
              </ActionIcon>
            </Group>
            <Collapse expanded={!isLegendHidden} id={legendId}>
              <Box mt="xs">
                <MapLegend kind={props.kind} />
              </Box>
            </Collapse>
          </Paper>
        </Box>
        {props.aside && <div className={classes.aside}>{props.aside}</div>}
      </div>
    </Card>
  );
}
