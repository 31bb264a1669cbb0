import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { slaFixture } from "../testing/ticket-fixtures";
import { TicketSlaClock } from "./ticket-sla-clock";

const now = new Date("2026-11-23T14:00:00.000Z");
/** Spaces as a reader hears them (French puts no-break spaces between a number and its unit). */
const spoken = (element: HTMLElement) => element.textContent?.replace(/\s/g, " ");

describe("the SLA clock (docs/tickets.md#sla-clock)", () => {
  it("says the time left before the next due time, the due time on hover", async () => {
    await renderComponent(<TicketSlaClock sla={slaFixture({ next_due_at: "2026-11-23T16:05:00.000Z" })} now={now} />);
    const clock = screen.getByText(/left$/);
    expect(spoken(clock)).toBe("2 hr 5 min left");
    expect(clock.closest("[title]")).toHaveAttribute("title", expect.stringMatching(/^Due Nov 23, 2026/));
  });

  it("says overdue in words, by how long, in the interface language, and fills its badge red", async () => {
    await renderComponent(<TicketSlaClock sla={slaFixture({ next_due_at: "2026-11-23T12:30:00.000Z" })} now={now} />);
    const clock = screen.getByText(/^Overdue by/);
    expect(spoken(clock)).toBe("Overdue by 1 hr 30 min");
    expect(clock.closest(".mantine-Badge-root")).toHaveAttribute("data-variant", "filled");
  });

  it("reads overdue in French too", async () => {
    await renderComponent(
      <TicketSlaClock sla={slaFixture({ next_due_at: "2026-11-21T14:00:00.000Z" })} now={now} />,
      "fr",
    );
    expect(spoken(screen.getByText(/^En retard de/))).toBe("En retard de 2 j");
  });

  it("says paused while the ticket waits on the customer, whatever the due time", async () => {
    await renderComponent(
      <TicketSlaClock sla={slaFixture({ paused: true, next_due_at: "2026-11-23T12:00:00.000Z" })} now={now} />,
    );
    expect(screen.getByText("Paused")).toBeInTheDocument();
    expect(screen.queryByText(/Overdue/)).not.toBeInTheDocument();
  });

  it("says no deadline runs once none does (resolved, closed)", async () => {
    await renderComponent(<TicketSlaClock sla={slaFixture({ next_due_at: null })} now={now} />);
    expect(screen.getByText("No deadline running")).toBeInTheDocument();
  });
});
