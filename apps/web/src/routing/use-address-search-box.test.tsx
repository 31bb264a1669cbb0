import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { useAddressSearchBox } from "./use-address-search-box";

/** The typing pause is 300 ms: this waits past it. */
const pastThePause = () => new Promise((resolve) => setTimeout(resolve, 450));

function SearchBox({ addressText, commit }: { addressText?: string; commit: (text: string | undefined) => void }) {
  const [text, setText] = useAddressSearchBox(addressText, commit);
  return <input aria-label="Search" value={text} onChange={(event) => setText(event.currentTarget.value)} />;
}

/** The box on /list; the root route stays rendered whatever the address, as a page does while the next one loads. */
async function renderSearchBox(commit: (text: string | undefined) => void, addressText?: string) {
  const rootRoute = createRootRoute({ component: () => <SearchBox addressText={addressText} commit={commit} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/list"] }) });
  const view = render(<RouterProvider router={router} />);
  await screen.findByRole("textbox", { name: "Search" });
  return { router, view };
}

describe("a search box whose text lives in the address", () => {
  it("writes the trimmed text once typing pauses, once", async () => {
    const commit = vi.fn();
    await renderSearchBox(commit);
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "  spa ");
    expect(commit).not.toHaveBeenCalled();
    await act(pastThePause);
    expect(commit.mock.calls).toEqual([["spa"]]);
  });

  it("writes nothing when the console left the page during the pause", async () => {
    const commit = vi.fn();
    const { router } = await renderSearchBox(commit);
    await userEvent.type(screen.getByRole("textbox", { name: "Search" }), "spa");
    // A click on a result right after typing: the address is the next page's while this one is still drawn.
    await act(async () => {
      router.history.push("/portal_advertisement/edit/12");
    });
    await act(pastThePause);
    expect(commit).not.toHaveBeenCalled();
  });

  it("starts from the address's text and, emptied, writes undefined", async () => {
    const commit = vi.fn();
    await renderSearchBox(commit, "spa");
    const box = screen.getByRole("textbox", { name: "Search" });
    expect(box).toHaveValue("spa");
    await userEvent.clear(box);
    await act(pastThePause);
    expect(commit.mock.calls).toEqual([[undefined]]);
  });
});
