import { Button } from "@mantine/core";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../api/api-error";
import { renderComponent } from "../../testing/render-component";
import { type DataQuery, DataStates } from "./data-states";

const loaded = <T,>(data: T): DataQuery<T> => ({
  isPending: false,
  isError: false,
  error: null,
  data,
  refetch: vi.fn(),
});

function Codes({ query }: { query: DataQuery<readonly string[]> }) {
  return (
    <DataStates
      query={query}
      loadingLabel="Loading the codes"
      errorTitle="The codes could not be loaded."
      retryLabel="Try again"
      empty={(codes) =>
        codes.length === 0 ? { title: "No code yet", action: <Button>Create codes</Button> } : undefined
      }
    >
      {(codes) => <p>{codes.join(", ")}</p>}
    </DataStates>
  );
}

describe("DataStates", () => {
  it("shows a named placeholder while the read is under way", async () => {
    await renderComponent(
      <Codes query={{ isPending: true, isError: false, error: null, data: undefined, refetch: vi.fn() }} />,
    );
    expect(screen.getByRole("status", { name: "Loading the codes" })).toBeInTheDocument();
  });

  it("says what failed and why in the API's words, as an alert, and retries on request", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const error = new ApiError({ status: 404, code: "NOT_FOUND", message: "Not found" });
    await renderComponent(<Codes query={{ isPending: false, isError: true, error, data: undefined, refetch }} />);

    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("The codes could not be loaded.");
    expect(alert).toHaveTextContent("The requested item was not found.");
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("shows the screen's empty sentence and its action when there is nothing to show", async () => {
    await renderComponent(<Codes query={loaded([])} />);
    expect(screen.getByText("No code yet")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create codes" })).toBeInTheDocument();
  });

  it("draws the content from the data once it is there", async () => {
    await renderComponent(<Codes query={loaded(["ABC", "DEF"])} />);
    expect(screen.getByText("ABC, DEF")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("draws a screen's own placeholder, or nothing, in place of the rows", async () => {
    const pending = { isPending: true, isError: false, error: null, data: undefined, refetch: vi.fn() };
    const { rerender } = await renderComponent(
      <DataStates query={pending} loadingLabel="Loading" loading={<p>Tiles</p>} errorTitle="Failed" retryLabel="Retry">
        {() => null}
      </DataStates>,
    );
    expect(screen.getByText("Tiles")).toBeInTheDocument();
    rerender(
      <DataStates query={pending} loadingLabel="Loading" loading={null} errorTitle="Failed" retryLabel="Retry">
        {() => <p>Content</p>}
      </DataStates>,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(screen.queryByText("Content")).not.toBeInTheDocument();
  });
});
