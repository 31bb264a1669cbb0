import { clampZoomRatio, fitScale } from "@ondine/domain";
import { apiBaseUrl } from "../../../api/client";
import { currentLanguage } from "../../../i18n/i18n";
import { CoverageLayer } from "./coverage-layer";
import { drawMapFrame, FrameRecord } from "./draw-map";
import { HitGrid } from "./hit-grid";
import type { MapCanvasProps } from "./map-canvas-props";
import { attachMapGestures } from "./map-gestures";
import { buildMapScene, type MapScene, type SceneFloor, type SceneMarker } from "./map-scene";
import { MarkerSprites } from "./marker-sprites";
import { planBitmap } from "./plan-images";
import { PlansLayer } from "./plans-layer";
import {
  boundsCentre,
  panView,
  type Viewport,
  type ViewTransform,
  viewCentredOn,
  viewPointAt,
  zoomViewAbout,
} from "./view-transform";

/** The highlight ring pulses this long, a beat every `pulsePeriodMs`, then stays bold. */
const pulseDurationMs = 2400;
const pulsePeriodMs = 800;
/** Centring on the highlighted equipment glides this long. */
const glideMs = 350;
/** The view rests once it has not moved for this long: plans are then drawn smooth and kept in layers. */
const settleMs = 150;

type Glide = { fromX: number; fromY: number; toX: number; toY: number; start: number };

/**
 * The canvas's engine, apart from React: holds the view (scale and pan),
 * redraws in an animation frame only when something changed, and turns
 * gestures into pans, zooms, hovers and selections. `MapCanvas` gives it its
 * props on every render; it works out what changed.
 */
export class MapCanvasController {
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D | null;
  private props: MapCanvasProps | null = null;
  private scene: MapScene | null = null;
  private viewport: Viewport = { width: 0, height: 0 };
  private pixelRatio = 1;
  private view: ViewTransform = { scale: 1, offsetX: 0, offsetY: 0 };
  private fittedScale = 1;
  private fitKey: string | null = null;
  /** The zoom ratio shown (1: fitted). */
  private zoom = 1;
  /** The zoom prop last seen, and the ratio last reported through onZoomChange (its echo is not a request). */
  private propZoom: number | null = null;
  private reportedZoom = Number.NaN;
  private zoomToReport = false;
  private frameRequest = 0;
  private readonly record = new FrameRecord();
  private readonly hitGrid = new HitGrid();
  private hitGridFresh = false;
  private pointer: { x: number; y: number } | null = null;
  private dragging = false;
  private hovered: { marker: SceneMarker; equipment: SceneMarker["equipment"]; x: number; y: number } | null = null;
  private highlighted: SceneMarker | null = null;
  private highlightedId: number | null = null;
  private highlightSince = 0;
  private highlightCentred = false;
  private glide: Glide | null = null;
  private sprites = new MarkerSprites(1, currentLanguage());
  private readonly coverage: CoverageLayer;
  private readonly plansLayer = new PlansLayer();
  private viewChangedAt = 0;
  private settleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly detachGestures: () => void;
  private readonly resizeObserver: ResizeObserver | null;
  private readonly requestDrawBound = () => this.requestDraw();
  private shownAttributes = { scale: "", markers: "", plans: "", centredOn: "" };

  constructor(canvas: HTMLCanvasElement) {
    this.canvas = canvas;
    // Opaque: the compositor copies it without blending it over the page (each frame draws its background).
    this.context = canvas.getContext("2d", { alpha: false });
    this.coverage = new CoverageLayer(this.requestDrawBound);
    this.detachGestures = attachMapGestures(canvas, {
      pan: (dx, dy) => {
        this.glide = null;
        this.setView(panView(this.view, dx, dy));
        this.requestDraw();
      },
      zoomBy: (factor, at) => this.zoomBy(factor, at),
      tap: (x, y) => {
        const marker = this.markerAt(x, y);
        if (marker) this.props?.onSelect(marker.equipment);
      },
      hover: (x, y) => {
        this.pointer = { x, y };
        this.updateHover();
      },
      leave: () => {
        this.pointer = null;
        this.updateHover();
      },
      dragStart: () => {
        this.dragging = true;
        this.glide = null;
        this.canvas.dataset.dragging = "";
        this.updateHover();
      },
      dragEnd: () => {
        this.dragging = false;
        delete this.canvas.dataset.dragging;
      },
    });
    this.resizeObserver =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver((entries) => {
            const box = entries[entries.length - 1]?.contentRect;
            if (box) this.resize(box.width, box.height);
          });
    this.resizeObserver?.observe(canvas);
  }

  /** The props of this render: works out what changed and redraws if anything did. */
  update(props: MapCanvasProps) {
    const previous = this.props;
    this.props = props;
    // A render of the screen for something else (its hover card, a list) draws nothing.
    let changed = !previous || previous.hidden !== props.hidden || previous.coverage !== props.coverage;
    if (
      !previous ||
      !this.scene ||
      previous.floors !== props.floors ||
      previous.mode !== props.mode ||
      previous.rotation !== props.rotation ||
      previous.selectedFloorUuid !== props.selectedFloorUuid ||
      previous.esls !== props.esls
    ) {
      changed = true;
      this.scene = buildMapScene(props);
      if (this.scene.fitKey !== this.fitKey) {
        // The first fit keeps the zoom asked; another floor, mode or rotation starts fitted again (and says so).
        const first = this.fitKey === null;
        this.fitKey = this.scene.fitKey;
        if (first) {
          this.zoom = clampZoomRatio(props.mode, props.zoom);
        } else if (this.zoom !== 1) {
          this.zoom = 1;
          this.zoomToReport = true;
        }
        this.fit();
      }
      this.highlighted = null;
    }
    if (props.zoom !== this.propZoom) {
      this.propZoom = props.zoom;
      const echo = props.zoom === this.reportedZoom;
      this.reportedZoom = Number.NaN;
      // The zoom buttons: about the canvas's centre.
      if (!echo && props.zoom !== this.zoom) this.zoomTo(clampZoomRatio(props.mode, props.zoom), null, false);
    }
    if (props.highlightedId !== this.highlightedId) {
      changed = true;
      this.highlightedId = props.highlightedId;
      this.highlightCentred = false;
      this.highlighted = null;
    }
    if (this.highlightedId !== null && !this.highlighted) {
      this.highlighted = this.scene.markers.find((marker) => marker.equipment.id === this.highlightedId) ?? null;
    }
    if (this.sprites.language !== currentLanguage()) {
      changed = true;
      this.sprites = new MarkerSprites(this.pixelRatio, currentLanguage());
    }
    const coverageBefore = this.coverage.current;
    if (props.coverage) {
      // Only when what it is computed from may have changed (the floors) or it was just turned on.
      if (changed) this.coverage.show(props.floors.find((floor) => floor.uuid === props.selectedFloorUuid) ?? null);
    } else {
      this.coverage.show(null);
    }
    if (changed || this.coverage.current !== coverageBefore) this.requestDraw();
  }

  destroy() {
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.detachGestures();
    this.resizeObserver?.disconnect();
    this.coverage.destroy();
    this.props = null;
  }

  private resize(width: number, height: number) {
    if (width <= 0 || height <= 0) return;
    const previous = this.viewport;
    this.viewport = { width, height };
    this.pixelRatio = window.devicePixelRatio || 1;
    if (this.sprites.pixelRatio !== this.pixelRatio)
      this.sprites = new MarkerSprites(this.pixelRatio, this.sprites.language);
    this.canvas.width = Math.round(width * this.pixelRatio);
    this.canvas.height = Math.round(height * this.pixelRatio);
    if (this.scene) {
      if (previous.width === 0) {
        this.fit();
      } else {
        // The same place stays in the middle, at the same zoom ratio of the new fitted scale.
        const centre = viewPointAt(this.view, previous.width / 2, previous.height / 2);
        this.fittedScale = fitScale(this.scene.bounds, this.viewport);
        this.setView(viewCentredOn(centre, this.viewport, this.fittedScale * this.zoom));
      }
    }
    // Resizing cleared the canvas: drawn now, before the browser shows it blank.
    if (this.frameRequest) cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    this.drawFrame(performance.now());
  }

  /** The scene's bounds in the middle of the canvas, at the current zoom ratio of the scale that fits them. */
  private fit() {
    if (!this.scene) return;
    this.glide = null;
    if (this.viewport.width === 0) return;
    this.fittedScale = fitScale(this.scene.bounds, this.viewport);
    this.setView(viewCentredOn(boundsCentre(this.scene.bounds), this.viewport, this.fittedScale * this.zoom));
  }

  private zoomBy(factor: number, at: { x: number; y: number } | null) {
    if (!this.props) return;
    this.zoomTo(clampZoomRatio(this.props.mode, this.zoom * factor), at, true);
  }

  /** To this zoom ratio about a canvas point (its centre without one); `report`: tell the screen. */
  private zoomTo(zoom: number, at: { x: number; y: number } | null, report: boolean) {
    if (zoom === this.zoom) return;
    this.glide = null;
    this.zoom = zoom;
    if (report) this.zoomToReport = true;
    const anchor = at ?? { x: this.viewport.width / 2, y: this.viewport.height / 2 };
    this.setView(zoomViewAbout(this.view, this.fittedScale * zoom, anchor.x, anchor.y));
    this.requestDraw();
  }

  private setView(view: ViewTransform) {
    this.view = view;
    this.viewChangedAt = performance.now();
    // One more frame once the view rests, drawn smooth.
    if (this.settleTimer !== null) clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => {
      this.settleTimer = null;
      this.requestDraw();
    }, settleMs);
  }

  private requestDraw() {
    if (this.frameRequest === 0 && this.props) this.frameRequest = requestAnimationFrame(this.onAnimationFrame);
  }

  private readonly onAnimationFrame = (now: number) => {
    this.frameRequest = 0;
    // Once a frame at most, however many wheel or pinch events came.
    if (this.zoomToReport && this.props) {
      this.zoomToReport = false;
      this.reportedZoom = this.zoom;
      this.props.onZoomChange(this.zoom);
    }
    this.drawFrame(now);
  };

  private drawFrame(now: number) {
    const { props, scene, context } = this;
    if (!props || !scene || !context || this.viewport.width === 0) return;
    this.centreOnHighlight(now);
    const animating = this.stepGlide(now);
    const pulseAge = now - this.highlightSince;
    const pulsing = this.highlighted !== null && pulseAge < pulseDurationMs;
    const started = performance.now();
    drawMapFrame(
      context,
      {
        scene,
        view: this.view,
        width: this.viewport.width,
        height: this.viewport.height,
        pixelRatio: this.pixelRatio,
        hidden: props.hidden,
        highlighted: this.highlighted,
        pulse: pulsing ? (1 - Math.cos((2 * Math.PI * pulseAge) / pulsePeriodMs)) / 2 : 0,
        planOf: this.planOf,
        coverage: this.coverage.current,
        sprites: this.sprites,
        plansLayer: this.plansLayer,
        settled: performance.now() - this.viewChangedAt >= settleMs,
      },
      this.record,
    );
    this.showFrameAttributes(performance.now() - started);
    this.hitGridFresh = false;
    // What is under a resting pointer may have changed (the view moved, equipment came or went).
    this.updateHover();
    if (animating || pulsing) this.requestDraw();
  }

  private readonly planOf = (floor: SceneFloor): CanvasImageSource | null =>
    floor.plan ? planBitmap(apiBaseUrl + floor.plan.url, floor.size, this.requestDrawBound) : null;

  /** Once the highlighted equipment is in the scene and the canvas has a size, glide to put it in the middle. */
  private centreOnHighlight(now: number) {
    const marker = this.highlighted;
    if (!marker || this.highlightCentred) return;
    this.highlightCentred = true;
    this.highlightSince = now;
    this.glide = {
      fromX: this.view.offsetX,
      fromY: this.view.offsetY,
      toX: this.viewport.width / 2 - marker.x * this.view.scale,
      toY: this.viewport.height / 2 - marker.y * this.view.scale,
      start: now,
    };
  }

  /** Moves the view along the glide; whether it is still under way. */
  private stepGlide(now: number): boolean {
    const glide = this.glide;
    if (!glide) return false;
    const progress = Math.min(1, Math.max(0, (now - glide.start) / glideMs));
    const eased = 1 - (1 - progress) ** 3;
    this.setView({
      scale: this.view.scale,
      offsetX: glide.fromX + (glide.toX - glide.fromX) * eased,
      offsetY: glide.fromY + (glide.toY - glide.fromY) * eased,
    });
    if (progress >= 1) this.glide = null;
    return this.glide !== null;
  }

  private markerAt(x: number, y: number): SceneMarker | null {
    if (!this.scene) return null;
    if (!this.hitGridFresh) {
      const { record } = this;
      this.hitGrid.rebuild(
        record.x,
        record.y,
        record.hitRadius,
        record.count,
        this.viewport.width,
        this.viewport.height,
      );
      this.hitGridFresh = true;
    }
    const index = this.hitGrid.nearest(x, y);
    return index < 0 ? null : (this.scene.markers[index] ?? null);
  }

  /** Tells the screen what the pointer rests on, only when that or its place on the canvas changed. */
  private updateHover() {
    const marker = this.pointer && !this.dragging ? this.markerAt(this.pointer.x, this.pointer.y) : null;
    const previous = this.hovered;
    if (!marker) {
      this.hovered = null;
      if (previous) this.props?.onHover(null);
      this.canvas.style.cursor = "";
      return;
    }
    const x = this.record.x[marker.index] ?? 0;
    const y = this.record.y[marker.index] ?? 0;
    if (
      previous &&
      previous.marker === marker &&
      previous.equipment === marker.equipment &&
      Math.abs(previous.x - x) < 0.5 &&
      Math.abs(previous.y - y) < 0.5
    ) {
      return;
    }
    this.hovered = { marker, equipment: marker.equipment, x, y };
    this.canvas.style.cursor = "pointer";
    this.props?.onHover({ equipment: marker.equipment, esls: marker.esls, x, y });
  }

  /** For tests and benchmarks: the scale drawn, markers drawn, plans drawn, and how long the frame took. */
  private showFrameAttributes(drawMs: number) {
    const { dataset } = this.canvas;
    const shown = this.shownAttributes;
    const scale = this.view.scale.toFixed(4);
    const markers = String(this.record.drawnMarkers);
    const plans = String(this.record.drawnPlans);
    if (scale !== shown.scale) dataset.scale = shown.scale = scale;
    if (markers !== shown.markers) dataset.drawnMarkers = shown.markers = markers;
    if (plans !== shown.plans) dataset.drawnPlans = shown.plans = plans;
    // The MAC of the highlighted equipment once the view has glided to it, so
    // a test (or a tool) waits for the move rather than for a fixed time.
    const centredOn = this.highlightCentred && !this.glide ? (this.highlighted?.equipment.mac ?? "") : "";
    if (centredOn !== shown.centredOn) dataset.centredOn = shown.centredOn = centredOn;
    dataset.drawMs = drawMs.toFixed(2);
  }
}
