import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import L from "leaflet";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import HomeMap from "./home-map";
import type { HomeMapProps } from "./home-map-props";
import type { MapPoint, SiteMapPoint } from "./map-points";
import { focusableMarkersAtMost } from "./markers-layer";

const view: HomeMapProps["view"] = {
  centre: { latitude: 46.6, longitude: 2.45 },
  emptyZoom: 6,
  defaultZoom: 15,
  fitMaxZoom: 17,
};

const site = (id: number, colour: SiteMapPoint["colour"], longitude = -1.5536): SiteMapPoint => ({
  kind: "site",
  key: `site-${id}`,
  id,
  name: `Hôtel ${id}`,
  latitude: 47.2184,
  longitude,
  colour,
  shape: "marker",
});

/** Two sites 10 m apart: their pins overlap at the map's zoom of 17. */
const nantesUp = site(1, "green", -1.5537);
const nantesDown = site(2, "red", -1.5536);

async function renderMap(points: readonly MapPoint[], overrides: Partial<HomeMapProps> = {}) {
  const onActivate = vi.fn();
  const onDrawn = vi.fn();
  const rendered = await renderComponent(
    <HomeMap
      points={points}
      tiles={undefined}
      tileMode="road"
      fitKey="test"
      view={view}
      zoomTitles={{ zoomIn: "Zoom avant", zoomOut: "Zoom arrière" }}
      onActivate={onActivate}
      labelOf={(point) => `${point.name}: ${point.colour === "red" ? "Down" : "Up"}`}
      renderHover={(point) => <p>Figures of {point.name}</p>}
      onDrawn={onDrawn}
      {...overrides}
    />,
  );
  return { ...rendered, onActivate, onDrawn };
}

/** The markers' canvas (jsdom draws nothing: a context that records the copies stands in). */
const markersCanvas = () => document.querySelector<HTMLCanvasElement>(".leaflet-overlay-pane canvas");

let drawnImages: number;

beforeEach(() => {
  // jsdom lays nothing out: the map is given a size, and a canvas a context that counts what is copied on it.
  // A new point each time, as Leaflet's own: its callers change the one they get.
  vi.spyOn(L.Map.prototype, "getSize").mockImplementation(() => L.point(800, 600));
  drawnImages = 0;
  const context = new Proxy(
    {},
    {
      get: (_target, name) =>
        name === "drawImage"
          ? () => {
              drawnImages += 1;
            }
          : () => undefined,
      set: () => true,
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context as CanvasRenderingContext2D);
  vi.stubGlobal(
    "Path2D",
    class {
      arc() {}
    },
  );
});

afterEach(() => vi.restoreAllMocks());

describe("the home map (docs/product.md#home-map)", () => {
  it("titles its zoom buttons with the texts it is given", async () => {
    await renderMap([]);
    expect(await screen.findByRole("button", { name: "Zoom avant" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Zoom arrière" })).toBeInTheDocument();
  });

  it("draws every marker on its canvas and says so", async () => {
    const { onDrawn, container } = await renderMap([nantesUp, nantesDown]);
    await waitFor(() => expect(onDrawn).toHaveBeenLastCalledWith(2));
    expect(drawnImages).toBeGreaterThanOrEqual(2);
    expect(container.querySelector("[data-markers-drawn]")).toHaveAttribute("data-markers-drawn", "2");
  });

  it("selects the site drawn on top when the pointer clicks where two overlap", async () => {
    const { onActivate, onDrawn } = await renderMap([nantesUp, nantesDown]);
    await waitFor(() => expect(onDrawn).toHaveBeenLastCalledWith(2));
    const canvas = markersCanvas();
    if (!canvas) throw new Error("no markers' canvas");
    // The map is framed on the two sites: their tips sit near its middle (400, 300); the pins rise above.
    fireEvent.click(canvas, { clientX: 400, clientY: 285 });
    expect(onActivate).toHaveBeenCalledTimes(1);
    expect(onActivate).toHaveBeenCalledWith(nantesDown);
    // Beside the pins, nothing.
    fireEvent.click(canvas, { clientX: 100, clientY: 100 });
    expect(onActivate).toHaveBeenCalledTimes(1);
  });

  it("makes the markers in view buttons: named, their card shown on focus, Enter selecting", async () => {
    const { onActivate } = await renderMap([nantesUp, nantesDown]);
    const down = await screen.findByRole("button", { name: "Hôtel 2: Down" });
    expect(screen.getByRole("button", { name: "Hôtel 1: Up" })).toBeInTheDocument();
    const events = userEvent.setup();
    // Tab from the up site (first in the given order) reaches the down one.
    screen.getByRole("button", { name: "Hôtel 1: Up" }).focus();
    await events.tab();
    expect(down).toHaveFocus();
    expect(await screen.findByText("Figures of Hôtel 2")).toBeInTheDocument();
    await events.keyboard("{Enter}");
    expect(onActivate).toHaveBeenCalledWith(nantesDown);
    await events.click(screen.getByRole("button", { name: "Hôtel 1: Up" }));
    expect(onActivate).toHaveBeenLastCalledWith(nantesUp);
  });

  it("leaves the buttons out when too many markers are in view, the canvas still answering the pointer", async () => {
    const crowd = Array.from({ length: focusableMarkersAtMost + 1 }, (_, index) =>
      site(100 + index, "green", -1.5536 + index * 0.00001),
    );
    const { onActivate, onDrawn } = await renderMap(crowd);
    await waitFor(() => expect(onDrawn).toHaveBeenLastCalledWith(crowd.length));
    expect(screen.queryByRole("button", { name: /^Hôtel/ })).not.toBeInTheDocument();
    const canvas = markersCanvas();
    if (!canvas) throw new Error("no markers' canvas");
    fireEvent.click(canvas, { clientX: 400, clientY: 285 });
    expect(onActivate).toHaveBeenCalledTimes(1);
  });
});
