import "./leaflet-global";
import "leaflet.markercluster";
import "leaflet.markercluster/dist/MarkerCluster.css";
import type { MarkerColour } from "@ondine/domain";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useMap } from "react-leaflet";
import type { MapPoint } from "./map-points";
import { mostAlarming } from "./marker-colours";
import { clusterIcon, iconFor } from "./marker-icons";

export interface MarkerHover {
  point: MapPoint;
  /** Where the marker is, in pixels from the map's top left corner. */
  x: number;
  y: number;
  /** Where the card goes: to the right of the marker, or left near the map's right edge. */
  side: "left" | "right";
}

/** The width a hover card needs to the right of its marker. */
const hoverCardRoom = 280;

interface MarkersLayerProps {
  points: readonly MapPoint[];
  /** A click, or Enter on a focused marker. */
  onActivate: (point: MapPoint) => void;
  /** Pointer or keyboard focus on a marker; null when it leaves. */
  onHover: (hover: MarkerHover | null) => void;
  /** The marker's accessible name. */
  labelOf: (point: MapPoint) => string;
  /** Once Leaflet has placed every marker given (it adds thousands in chunks, between frames). */
  onDrawn?: (count: number) => void;
}

interface MarkerEntry {
  marker: L.Marker;
  point: MapPoint;
}

const colourOfMarker = new WeakMap<L.Marker, MarkerColour>();

/** Whether the marker must change: its look or its place. */
function hasMoved(before: MapPoint, after: MapPoint): boolean {
  return before.latitude !== after.latitude || before.longitude !== after.longitude;
}

function looksDifferent(before: MapPoint, after: MapPoint): boolean {
  if (before.colour !== after.colour) return true;
  return before.kind === "site" && after.kind === "site" && before.shape !== after.shape;
}

/**
 * The markers, clustered (leaflet.markercluster), kept by Leaflet itself:
 * React hands over the list, and only markers whose look changed get a new
 * icon. Thousands of sites stay smooth; a status refresh does not re-render
 * a component per marker.
 */
export function MarkersLayer({ points, onActivate, onHover, labelOf, onDrawn }: MarkersLayerProps) {
  const map = useMap();
  const handlers = useRef({ onActivate, onHover, labelOf, onDrawn });
  handlers.current = { onActivate, onHover, labelOf, onDrawn };
  const groupRef = useRef<L.MarkerClusterGroup | null>(null);
  const entriesRef = useRef(new Map<string, MarkerEntry>());

  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      chunkProgress: (processed, total) => {
        if (processed === total) handlers.current.onDrawn?.(entriesRef.current.size);
      },
      showCoverageOnHover: false,
      spiderfyOnMaxZoom: true,
      maxClusterRadius: 48,
      // Buildings of one site sit about 45 m apart: shown one by one from zoom 16.
      disableClusteringAtZoom: 16,
      iconCreateFunction: (cluster) =>
        clusterIcon(
          cluster.getChildCount(),
          mostAlarming(cluster.getAllChildMarkers().map((marker) => colourOfMarker.get(marker) ?? "grey")),
        ),
    });
    groupRef.current = group;
    map.addLayer(group);
    const entries = entriesRef.current;
    return () => {
      map.removeLayer(group);
      entries.clear();
      groupRef.current = null;
    };
  }, [map]);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const entries = entriesRef.current;
    const wanted = new Set(points.map((point) => point.key));
    const removed: L.Marker[] = [];
    for (const [key, entry] of entries) {
      if (!wanted.has(key)) {
        removed.push(entry.marker);
        entries.delete(key);
      }
    }
    if (removed.length > 0) group.removeLayers(removed);

    const added: L.Marker[] = [];
    const changed: L.Marker[] = [];
    for (const point of points) {
      const entry = entries.get(point.key);
      if (!entry) {
        const marker = createMarker(point);
        entries.set(point.key, { marker, point });
        added.push(marker);
        continue;
      }
      const before = entry.point;
      entry.point = point;
      if (hasMoved(before, point)) entry.marker.setLatLng([point.latitude, point.longitude]);
      if (before.name !== point.name) entry.marker.options.title = point.name;
      if (looksDifferent(before, point)) {
        entry.marker.setIcon(iconFor(point));
        colourOfMarker.set(entry.marker, point.colour);
        changed.push(entry.marker);
      }
      // A marker on the map keeps its element through setIcon: its label must follow the new status.
      entry.marker.getElement()?.setAttribute("aria-label", handlers.current.labelOf(point));
    }
    if (added.length > 0) group.addLayers(added);
    // Nothing new to place: what is there is drawn already.
    else handlers.current.onDrawn?.(entries.size);
    if (changed.length > 0) group.refreshClusters(changed);

    function createMarker(point: MapPoint): L.Marker {
      const marker = L.marker([point.latitude, point.longitude], {
        icon: iconFor(point),
        title: point.name,
        keyboard: true,
        riseOnHover: true,
      });
      colourOfMarker.set(marker, point.colour);
      const current = () => entries.get(point.key)?.point ?? point;
      const hover = () => {
        const position = map.latLngToContainerPoint(marker.getLatLng());
        const side = position.x > map.getSize().x - hoverCardRoom ? "left" : "right";
        handlers.current.onHover({ point: current(), x: position.x, y: position.y, side });
      };
      const leave = () => handlers.current.onHover(null);
      marker.on("click", () => handlers.current.onActivate(current()));
      marker.on("mouseover", hover);
      marker.on("mouseout", leave);
      // Each time the marker is drawn (clusters open and close), its element is new.
      marker.on("add", () => {
        const element = marker.getElement();
        if (!element) return;
        element.setAttribute("role", "button");
        element.setAttribute("aria-label", handlers.current.labelOf(current()));
        element.addEventListener("focus", hover);
        element.addEventListener("blur", leave);
      });
      return marker;
    }
  }, [points, map]);

  return null;
}
