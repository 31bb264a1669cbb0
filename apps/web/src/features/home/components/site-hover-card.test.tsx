import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { SiteHoverCard, type SiteHoverDetails } from "./site-hover-card";

const details: SiteHoverDetails = {
  name: "Hôtel Nantes",
  lots: 120,
  buildings: 2,
  lastUpdate: "2026-11-22T14:05:00Z",
  bandwidthUse: 62,
  connectedDevices: 87,
  accessPoints: { ok: 30, total: 32 },
};

function row(label: string) {
  const labelCell = screen.getByText(label);
  return labelCell.parentElement?.textContent;
}

describe("the site marker's hover card (SPEC §2)", () => {
  it("tells the site's name, lots, buildings, last update, bandwidth use, devices and AP ratio", async () => {
    await renderComponent(<SiteHoverCard details={details} />);

    expect(screen.getByRole("tooltip")).toHaveTextContent("Hôtel Nantes");
    expect(row("Units")).toBe("Units120");
    expect(row("Buildings")).toBe("Buildings2");
    expect(row("Last update")).toMatch(/^Last update.*2026/);
    expect(row("Bandwidth in use")).toBe("Bandwidth in use62%");
    expect(row("Connected devices")).toBe("Connected devices87");
    expect(row("Access points reached")).toBe("Access points reached30 / 32");
  });

  it("shows dashes for what is not known yet, and 'never' for a site that never reported", async () => {
    await renderComponent(
      <SiteHoverCard
        details={{
          name: "Camping des Pins",
          lots: null,
          buildings: null,
          lastUpdate: null,
          bandwidthUse: null,
          connectedDevices: null,
          accessPoints: null,
        }}
      />,
    );
    expect(row("Units")).toBe("Units—");
    expect(row("Last update")).toBe("Last updateNever");
    expect(row("Access points reached")).toBe("Access points reached—");
  });

  it("speaks the interface's language", async () => {
    await renderComponent(<SiteHoverCard details={details} />, "es");
    expect(row("Edificios")).toBe("Edificios2");
    expect(row("Dispositivos conectados")).toBe("Dispositivos conectados87");
  });
});
