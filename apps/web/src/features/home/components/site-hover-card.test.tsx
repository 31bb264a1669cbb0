import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { SiteHoverCard, type SiteHoverDetails } from "./site-hover-card";

const details: SiteHoverDetails = {
  name: "Hôtel Nantes",
  lots: 120,
  buildings: 2,
  lastUpdate: "2026-11-22T14:05:00Z",
  linkUse: 62,
  connectedDevices: 87,
  accessPoints: { ok: 30, total: 32 },
};

function row(label: string) {
  const labelCell = screen.getByText(label);
  return labelCell.parentElement?.textContent;
}

describe("the site marker's hover card (docs/product.md#home-map)", () => {
  it("tells the site's name, lots, buildings, last update, the Internet link's use, devices and AP ratio", async () => {
    await renderComponent(<SiteHoverCard details={details} />);

    expect(screen.getByRole("tooltip")).toHaveTextContent("Hôtel Nantes");
    expect(row("Units")).toBe("Units120");
    expect(row("Buildings")).toBe("Buildings2");
    expect(row("Last update")).toMatch(/^Last update.*2026/);
    expect(row("Internet link in use")).toBe("Internet link in use62%");
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
          linkUse: null,
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

  it("says since when a down site is down, and for how long", async () => {
    const since = new Date(Date.now() - 42 * 60_000 - 5_000).toISOString();
    await renderComponent(<SiteHoverCard details={{ ...details, outage: { level: "down", since } }} />);
    expect(screen.getByRole("tooltip")).toHaveTextContent(/Down since \S.* \(42 min\)/);
  });
});
