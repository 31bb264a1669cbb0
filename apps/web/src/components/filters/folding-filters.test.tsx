import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onAPhone } from "../../testing/on-a-phone";
import { renderComponent } from "../../testing/render-component";
import { FoldingFilters } from "./folding-filters";

describe("FoldingFilters", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("lays the filters out on a wide screen, with no button", async () => {
    await renderComponent(
      <FoldingFilters activeCount={2}>
        <label>
          State <input />
        </label>
      </FoldingFilters>,
    );
    expect(screen.getByLabelText("State")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("folds them behind one button on a phone, which says how many filters are active and unfolds them", async () => {
    onAPhone();
    const user = userEvent.setup();
    await renderComponent(
      <FoldingFilters activeCount={2}>
        <label>
          State <input />
        </label>
      </FoldingFilters>,
    );
    const toggle = screen.getByRole("button", { name: /Filters/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByLabelText("Active filters: 2")).toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByLabelText("State")).toBeInTheDocument();
  });
});
