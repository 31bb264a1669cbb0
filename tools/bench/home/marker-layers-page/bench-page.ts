// The two ways of placing the home's sites, in one page (marker-layers-bench.ts drives it):
// `?layer=canvas`, the console's (features/home/map/canvas-markers.ts); `?layer=cluster`, the
// one it replaced on 2026-11-30 (leaflet.markercluster, chunked loading, a shared divIcon a look).
import "leaflet/dist/leaflet.css";
import "leaflet.markercluster/dist/MarkerCluster.css";
import L from "leaflet";
import { createCanvasMarkers } from "../../../../apps/web/src/features/home/map/canvas-markers";
import type { MapPoint } from "../../../../apps/web/src/features/home/map/map-points";
import { alarmRank, markerFill } from "../../../../apps/web/src/features/home/map/marker-colours";
import { drawingSvg, siteMarkerDrawing } from "../../../../apps/web/src/features/home/map/marker-drawings";

/** What the bench reads back, in the page's clock (ms). */
interface BenchResult {
  placedIn: number;
  /** Tasks over 50 ms from the start of the placing to its end (the Long Tasks API), their durations. */
  longTasks: number[];
}

const tasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });

const frame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));

// leaflet.markercluster is a UMD script that extends the global `L` when it runs.
(globalThis as { L?: typeof L }).L = L;

/** The old cluster layer's look: one divIcon a colour and shape, clusters coloured by their most alarming site. */
function clusterLayer(points: readonly MapPoint[], onPlaced: () => void): L.Layer {
  const icons = new Map<string, L.DivIcon>();
  const iconOf = (point: MapPoint) => {
    const shape = point.kind === "site" ? point.shape : "marker";
    const key = `${point.colour}-${shape}`;
    let icon = icons.get(key);
    if (!icon) {
      icon = L.divIcon({
        html: drawingSvg(siteMarkerDrawing(point.colour, shape)),
        iconSize: [28, 36],
        iconAnchor: [14, 35],
      });
      icons.set(key, icon);
    }
    return icon;
  };
  const colourOf = new WeakMap<L.Marker, MapPoint["colour"]>();
  const group = L.markerClusterGroup({
    chunkedLoading: true,
    chunkProgress: (processed, total) => {
      if (processed === total) onPlaced();
    },
    showCoverageOnHover: false,
    maxClusterRadius: 48,
    disableClusteringAtZoom: 16,
    iconCreateFunction: (cluster) => {
      let worst: MapPoint["colour"] = "green";
      for (const marker of cluster.getAllChildMarkers()) {
        const colour = colourOf.get(marker) ?? "grey";
        if (alarmRank[colour] > alarmRank[worst]) worst = colour;
      }
      return L.divIcon({ html: `<span style="background:${markerFill[worst]}">${cluster.getChildCount()}</span>` });
    },
  });
  const markers = points.map((point) => {
    const marker = L.marker([point.latitude, point.longitude], {
      icon: iconOf(point),
      title: point.name,
      keyboard: true,
    });
    colourOf.set(marker, point.colour);
    return marker;
  });
  queueMicrotask(() => group.addLayers(markers));
  return group;
}

let prepared: { map: L.Map; layerKind: string; points: readonly MapPoint[] } | null = null;

/** The map framed on the points, and the layer's code loaded: what the placing starts from. */
async function prepare(layerKind: string, points: readonly MapPoint[]): Promise<void> {
  const container = document.getElementById("map");
  if (!container) throw new Error("no #map");
  const map = L.map(container, { minZoom: 3, maxZoom: 19, zoomAnimation: false });
  map.fitBounds(L.latLngBounds(points.map((point) => [point.latitude, point.longitude] as [number, number])), {
    maxZoom: 17,
    padding: [36, 36],
  });
  if (layerKind === "cluster") await import("leaflet.markercluster");
  await frame();
  prepared = { map, layerKind, points };
}

async function place(): Promise<BenchResult> {
  if (!prepared) throw new Error("prepare first");
  const { map, layerKind, points } = prepared;
  const started = performance.now();
  let placedAt = 0;
  await new Promise<void>((placed) => {
    const done = () => {
      placedAt = performance.now();
      placed();
    };
    if (layerKind === "cluster") map.addLayer(clusterLayer(points, done));
    else {
      const layer = createCanvasMarkers({
        onActivate: () => undefined,
        onHover: () => undefined,
        onDrawn: (count) => {
          if (count === points.length) done();
        },
      });
      layer.addTo(map);
      layer.setPoints(points);
    }
  });
  // The frame that shows them.
  await frame();
  await new Promise((settled) => setTimeout(settled, 300));
  const longTasks = tasks
    .filter((task) => task.start + task.duration >= started && task.start <= placedAt + 50)
    .map((task) => task.duration);
  return { placedIn: placedAt - started, longTasks };
}

Object.assign(globalThis, { prepareMap: prepare, placeMarkers: place });
