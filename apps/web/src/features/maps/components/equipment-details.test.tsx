import { mapColours } from "@ondine/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderInRouter } from "../../../testing/render-in-router";
import { bar } from "../testing/maps-fixtures";
import { EquipmentDetails } from "./equipment-details";

describe("an equipment's details on the maps screen (docs/tickets.md#context)", () => {
  it("offers to open a ticket on the piece of equipment, its site's state to attach ticked", async () => {
    await renderInRouter(<EquipmentDetails item={bar} esls={[]} ticketSiteId={5} />);
    const link = screen.getByRole("link", { name: "Open a ticket" });
    const address = new URL(link.getAttribute("href") ?? "", "http://localhost");
    expect(address.pathname).toBe("/support/tickets/new");
    expect(Object.fromEntries(address.searchParams)).toEqual({
      location_type: "Site",
      location_id: "5",
      equipment_id: String(bar.id),
      site_state: "1",
    });
  });

  it("offers none without the right, nor in the hover card (which no keyboard reaches)", async () => {
    await renderInRouter(<EquipmentDetails item={bar} esls={[]} />);
    expect(screen.getByText(bar.mac)).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open a ticket" })).not.toBeInTheDocument();
  });

  it("says a muted piece of equipment is in silent mode, drawn in the muted colour (docs/alerts.md#silent-mode)", async () => {
    await renderInRouter(<EquipmentDetails item={{ ...bar, muted: true }} esls={[]} />);
    const state = screen.getByText("State").closest("div") as HTMLElement;
    expect(state).toHaveTextContent("Silent mode");
    expect(state).not.toHaveTextContent("Unreachable");
    expect(state.querySelector("span[aria-hidden]")).toHaveStyle({ background: mapColours.muted });
  });
});
