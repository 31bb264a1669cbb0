import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderComponent } from "../../../testing/render-component";
import { HomeStatusPanel } from "./home-status-panel";

const renderPanel = (state: "reading" | "read" | "failed", alert: string | null = null) =>
  renderComponent(
    <HomeStatusPanel state={state} alert={alert && <p role="alert">{alert}</p>} allFine="No site needs attention." />,
  );

describe("the home's status beside the map (docs/product.md#home-screen)", () => {
  it("holds its place while the statuses are read, saying so", async () => {
    await renderPanel("reading");
    const panel = screen.getByRole("region", { name: "Status" });
    expect(panel).toHaveTextContent("Reading the status…");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows the alert once read, or says that nothing needs attention", async () => {
    const { unmount } = await renderPanel("read", "2 sites need attention");
    expect(screen.getByRole("region", { name: "Status" })).toContainElement(screen.getByRole("alert"));
    unmount();
    await renderPanel("read");
    expect(screen.getByRole("region", { name: "Status" })).toHaveTextContent("No site needs attention.");
  });

  it("says the statuses are unavailable when their read failed, never that all is well", async () => {
    await renderPanel("failed");
    const panel = screen.getByRole("region", { name: "Status" });
    expect(panel).toHaveTextContent("Status unavailable for now.");
    expect(panel).not.toHaveTextContent("No site needs attention.");
  });
});
