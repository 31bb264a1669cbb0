import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../testing/render-in-router";
import { SiteAvailabilityAlert } from "./site-availability-alert";

const downSite = {
  siteName: "Hôtel Nantes",
  level: "down",
  reason: "noLine",
  lastFullRefresh: "2026-11-22T10:00:00Z",
  levelSince: "2026-11-22T10:00:00Z",
} as const;

describe("home's down or degraded site alert (docs/tickets.md#context)", () => {
  it("offers to open a ticket on the site, its state to attach ticked", async () => {
    await renderInRouter(<SiteAvailabilityAlert {...downSite} ticketSiteId={12} />);
    const link = within(screen.getByRole("alert")).getByRole("link", { name: "Open a ticket" });
    const address = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(address.pathname).toBe("/support/tickets/new");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      location_type: "Site",
      location_id: "12",
      site_state: "1",
    });
  });

  it("offers no ticket to someone who may not use them", async () => {
    await renderInRouter(<SiteAvailabilityAlert {...downSite} />);
    expect(within(screen.getByRole("alert")).getByRole("link", { name: "See monitoring" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open a ticket" })).not.toBeInTheDocument();
  });

  it("shows a site under silent mode with its badge, never the down alert (docs/alerts.md#silent-mode)", async () => {
    await renderInRouter(<SiteAvailabilityAlert {...downSite} muted ticketSiteId={12} />);
    expect(screen.getByText("Silent mode")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText("Hôtel Nantes is down")).not.toBeInTheDocument();
  });
});
