import type { MonitoringCounters } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { OverviewCards } from "./overview-cards";

const counters: MonitoringCounters = {
  accesspoint_ok: 45,
  accesspoint_total: 48,
  connected_devices: 1234,
  line_ok: 2,
  line_total: 2,
  bandwidth_current: 300_000_000,
  bandwidth_max: 400_000_000,
};

const card = (name: string) => within(screen.getByRole("region", { name }));

describe("the home's overview cards (SPEC §2)", () => {
  it("shows access points reached of the total, connected devices and bandwidth use", async () => {
    await renderComponent(<OverviewCards counters={{ data: counters, isError: false }} incidents={null} />);

    expect(card("Access points reached").getByText("45 / 48")).toBeInTheDocument();
    expect(card("Connected devices").getByText("1,234")).toBeInTheDocument();
    expect(card("Bandwidth in use").getByText("75%")).toBeInTheDocument();
    expect(card("Bandwidth in use").getByText("Across 2 lines")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Open incidents" })).not.toBeInTheDocument();
  });

  it("shows the incidents card, opening the support portal, when asked for (admin or support)", async () => {
    await renderComponent(
      <OverviewCards
        counters={{ data: counters, isError: false }}
        incidents={{
          kpis: { data: { open: 3, intervention: 1 }, isError: false },
          portalUrl: "https://support.example",
        }}
      />,
    );

    const incidents = card("Open incidents");
    expect(incidents.getByText("3")).toBeInTheDocument();
    expect(incidents.getByText(/1 intervention under way/)).toBeInTheDocument();
    const link = incidents.getByRole("link", { name: "Open the support portal" });
    expect(link).toHaveAttribute("href", "https://support.example");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("shows placeholders while loading and dashes when the figures failed", async () => {
    const { rerender } = await renderComponent(
      <OverviewCards counters={{ data: undefined, isError: false }} incidents={null} />,
    );
    expect(screen.queryByText("—")).not.toBeInTheDocument();

    rerender(<OverviewCards counters={{ data: undefined, isError: true }} incidents={null} />);
    expect(card("Access points reached").getByText("—")).toBeInTheDocument();
    expect(screen.getAllByText("Figures unavailable for now")).toHaveLength(3);
  });

  it("leaves bandwidth use empty when the lines have no maximum, and writes French figures", async () => {
    await renderComponent(
      <OverviewCards
        counters={{ data: { ...counters, bandwidth_max: 0, connected_devices: 1234 }, isError: false }}
        incidents={null}
      />,
      "fr",
    );
    expect(card("Bande passante utilisée").getByText("—")).toBeInTheDocument();
    expect(card("Appareils connectés").getByText(/1\s234/)).toBeInTheDocument();
  });

  it("shows only the incidents card to someone without the quick overview (SPEC §6)", async () => {
    await renderComponent(
      <OverviewCards counters={null} incidents={{ kpis: { data: null, isError: false }, portalUrl: undefined }} />,
    );
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(card("Open incidents").getByText("—")).toBeInTheDocument();
  });
});
