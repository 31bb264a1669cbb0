import { act, screen } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { AdvertisementToasts, useAdvertisementToasts } from "./advertisement-toasts";

function OneToast() {
  const { toasts, show, close } = useAdvertisementToasts();
  useEffect(() => show("success", "Announcement saved."), [show]);
  return <AdvertisementToasts toasts={toasts} onClose={close} />;
}

describe("list toasts", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stays SPEC's 2 s, then leaves by itself", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    await renderComponent(<OneToast />);

    expect(screen.getByRole("status")).toHaveTextContent("Announcement saved.");
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
