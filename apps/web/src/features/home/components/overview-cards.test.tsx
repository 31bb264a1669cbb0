import type { MonitoringCounters } from "@ondine/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { renderInRouter } from "../../../testing/render-in-router";
import { OverviewCards } from "./overview-cards";

// Paris Opéra as the manager's walk-through saw it: 35 reached of 37 counted, 4 planned or asleep; 39 Mb/s on lines delivering 950 Mb/s.
const counters: MonitoringCounters = {
  accesspoint_ok: 35,
  accesspoint_total: 37,
  accesspoint_not_supervised: 4,
  connected_devices: 1234,
  line_ok: 2,
  line_total: 2,
  bandwidth_current: 950_000_000,
  bandwidth_max: 1_100_000_000,
  traffic_rx: 39_000_000,
};

const card = (name: string) => within(screen.getByRole("region", { name }));

describe("the home's overview cards (docs/product.md#home-screen)", () => {
  it("counts access points reached, unreached and not supervised (accessPointCount)", async () => {
    await renderComponent(<OverviewCards counters={{ data: counters, isError: false }} incidents={null} />);

    expect(card("Access points reached").getByText("35 / 37")).toBeInTheDocument();
    expect(card("Access points reached").getByText("2 unreached · 4 not supervised")).toBeInTheDocument();
    expect(card("Connected devices").getByText("1,234")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Open incidents" })).not.toBeInTheDocument();
  });

  it("reads a quiet healthy site low: the traffic over what the lines deliver, not the lines' rate (defect 3)", async () => {
    await renderComponent(<OverviewCards counters={{ data: counters, isError: false }} incidents={null} />);

    const link = card("Internet link in use");
    expect(link.getByText("4%")).toBeInTheDocument();
    expect(link.getByText(/39\.0 Mb\/s of the 950\.0 Mb\/s the lines deliver/)).toBeInTheDocument();
    expect(link.getByText(/Lines at 86% of their nominal rate \(1\.1 Gb\/s\)/)).toBeInTheDocument();
    expect(link.queryByText(/saturated/)).not.toBeInTheDocument();
    expect(screen.queryByText("86%")).not.toBeInTheDocument();
  });

  it("says when the link is saturated", async () => {
    await renderComponent(
      <OverviewCards counters={{ data: { ...counters, traffic_rx: 900_000_000 }, isError: false }} incidents={null} />,
    );
    expect(card("Internet link in use").getByText("95%")).toBeInTheDocument();
    expect(card("Internet link in use").getByText(/Link saturated/)).toBeInTheDocument();
  });

  it("tells planned call-outs from those in progress, as the call-outs page does (defect 5)", async () => {
    await renderComponent(
      <OverviewCards
        counters={{ data: counters, isError: false }}
        incidents={{
          kpis: {
            data: { open: 3, intervention: 4, intervention_planned: 4, intervention_in_progress: 0 },
            isError: false,
          },
          portalUrl: "https://support.example",
        }}
      />,
    );

    const incidents = card("Open incidents");
    expect(incidents.getByText("3")).toBeInTheDocument();
    expect(incidents.getByText(/4 call-outs planned · 0 in progress/)).toBeInTheDocument();
    expect(incidents.queryByText(/under way/)).not.toBeInTheDocument();
    const link = incidents.getByRole("link", { name: "Open the support portal" });
    expect(link).toHaveAttribute("href", "https://support.example");
    expect(link).toHaveAttribute("target", "_blank");
  });

  it("opens the console's tickets when no external support portal is configured (docs/tickets.md#kpis)", async () => {
    await renderInRouter(
      <OverviewCards counters={null} incidents={{ kpis: { data: null, isError: false }, portalUrl: "" }} />,
    );
    expect(card("Open incidents").getByRole("link", { name: "See the tickets" })).toHaveAttribute(
      "href",
      "/support/tickets",
    );
    expect(screen.queryByRole("link", { name: "Open the support portal" })).not.toBeInTheDocument();
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

  it("leaves the link's use empty when the lines deliver nothing, and writes French figures", async () => {
    await renderComponent(
      <OverviewCards
        counters={{ data: { ...counters, bandwidth_current: 0, traffic_rx: 0 }, isError: false }}
        incidents={null}
      />,
      "fr",
    );
    expect(card("Débit Internet utilisé").getByText("—")).toBeInTheDocument();
    expect(card("Débit Internet utilisé").getByText("Les lignes ne fournissent aucun débit")).toBeInTheDocument();
    expect(card("Bornes joignables").getByText("2 injoignables · 4 non supervisées")).toBeInTheDocument();
    expect(card("Appareils connectés").getByText(/1\s234/)).toBeInTheDocument();
  });

  it("shows only the incidents card to someone without the quick overview (docs/product.md#accounts-permissions)", async () => {
    await renderComponent(
      <OverviewCards counters={null} incidents={{ kpis: { data: null, isError: false }, portalUrl: undefined }} />,
    );
    expect(screen.getAllByRole("region")).toHaveLength(1);
    expect(card("Open incidents").getByText("—")).toBeInTheDocument();
  });
});
