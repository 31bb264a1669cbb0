import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { StatisticsDateRangeBar } from "./statistics-date-range-bar";

describe("the overview's date-range bar (docs/product.md#statistics-dates)", { timeout: 60_000 }, () => {
  it("shows no day fields for a period, and both once days are asked for", async () => {
    const onChange = vi.fn();
    await renderComponent(<StatisticsDateRangeBar range={{ since: "D7" }} onChange={onChange} />);

    expect(screen.getByRole("radio", { name: "7 days" })).toBeChecked();
    expect(screen.queryByRole("button", { name: "From" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Dates" }));
    // The pickers' chunk loads on demand (transformed on its first load in a test: slow on a busy machine).
    expect(await screen.findByRole("button", { name: "From" }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "To" })).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the address' days in the fields", async () => {
    // 2025-11-16 00:00 to 2025-11-23 00:00 Paris: the days 16 to 22 included.
    await renderComponent(<StatisticsDateRangeBar range={{ from: 1763247600, to: 1763852400 }} onChange={vi.fn()} />);

    expect(screen.getByRole("radio", { name: "Dates" })).toBeChecked();
    expect(await screen.findByRole("button", { name: "From" }, { timeout: 15_000 })).toHaveTextContent("16");
    expect(screen.getByRole("button", { name: "To" })).toHaveTextContent("22");
  });
});
