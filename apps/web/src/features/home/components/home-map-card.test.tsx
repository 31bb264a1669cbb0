import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderComponent } from "../../../testing/render-component";
import { homeStorageKeys } from "../home-storage-keys";
import { HomeMapCard } from "./home-map-card";

function renderMapCard() {
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
