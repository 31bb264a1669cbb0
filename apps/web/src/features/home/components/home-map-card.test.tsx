import type { InterfaceLanguage } from "@ondine/domain";
import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderComponent } from "../../../testing/render-component";
import { homeStorageKeys } from "../home-storage-keys";
import { HomeMapCard } from "./home-map-card";

function renderMapCard(language: InterfaceLanguage = "en") {
  return renderComponent(
    <HomeMapCard
      kind="sites"
      points={[]}
      tiles={{ road: null, satellite: null }}
      fitKey="all"
      isLoading={false}
      onActivate={() => {}}
      labelOf={() => ""}
      renderHover={() => null}
    />,
    language,
  );
}

describe("home map card's legend", { timeout: 20_000 }, () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it("starts open on a wide screen", async () => {
    await renderMapCard();
    expect(await screen.findByRole("button", { name: "Hide the legend" })).toHaveAttribute("aria-expanded", "true");
  });

  it("starts closed on a phone, where it would cover the markers", async () => {
    onAPhone();
    await renderMapCard();
    expect(await screen.findByRole("button", { name: "Show the legend" })).toHaveAttribute("aria-expanded", "false");
  });

  it("keeps the choice remembered on this device, whatever the screen", async () => {
    window.localStorage.setItem(homeStorageKeys.legendHidden, "false");
    onAPhone();
    await renderMapCard();
    expect(await screen.findByRole("button", { name: "Hide the legend" })).toHaveAttribute("aria-expanded", "true");
  });
});

describe("home map card's map", { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ["fr", "Zoom avant", "Zoom arrière"],
    ["es", "Acercar", "Alejar"],
    ["de", "Vergrößern", "Verkleinern"],
    ["zh", "放大", "缩小"],
  ] as const)("titles the zoom buttons in %s once the map's chunk is in", async (language, zoomIn, zoomOut) => {
    // jsdom has no 2D canvas: the markers' layer draws nothing, quietly.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    await renderMapCard(language);
    expect(await screen.findByRole("button", { name: zoomIn })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: zoomOut })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Zoom in" })).not.toBeInTheDocument();
  });
});
