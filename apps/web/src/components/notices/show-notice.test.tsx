import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "../../testing/render-component";
import { showFailure, showSuccess } from "./show-notice";

describe("notices", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows a success as a status for SPEC's 2 s, then it leaves by itself", async () => {
    await renderComponent(<p>Screen</p>);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => showSuccess("Announcement saved."));

    expect(screen.getByRole("status")).toHaveTextContent("Announcement saved.");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("status")).toBeInTheDocument();
    // At 2 s it starts leaving; its exit transition then takes it off the page.
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps a failure as an alert until it is closed from the keyboard", async () => {
    await renderComponent(<p>Screen</p>);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    act(() => showFailure("The deletion failed."));

    expect(screen.getByRole("alert")).toHaveTextContent("The deletion failed.");
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("alert")).toHaveTextContent("The deletion failed.");
    vi.useRealTimers();
    const close = screen.getByRole("button", { name: "Dismiss notification" });
    const user = userEvent.setup();
    await user.tab();
    expect(close).toHaveFocus();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});
