import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { Notices } from "../../../components/notices/notices";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderInRouter } from "../../../testing/render-in-router";
import type { PrivateSpacesSearch } from "../private-spaces-search";
import { privateSpaceFixture, residence, spaceListBody, testNow } from "../testing/private-wifi-fixtures";
import { PrivateWifiPage, type PrivateWifiSiteChoice } from "./private-wifi-page";

const chambre = privateSpaceFixture({ room: { id: 9, name: "114" } });
const studio = privateSpaceFixture({
  id: 502,
  name: "Studio B-12",
  comment: "",
  state: "expired",
  expires_on: "2026-10-31",
  coupon: { id: 77, code: "KX7PQ2MD" },
  devices_count: 0,
  push: {
    state: "failed",
    changed_at: "2026-11-01T00:00:00.000Z",
    finished_at: "2026-11-01T00:05:00.000Z",
    failure: "Access point unreachable",
    attempts: 3,
  },
});
/** The first of 3 pages: 120 spaces match. */
const firstPage = { status: 200, body: spaceListBody([chambre, studio], { total_count: 120, total_pages: 3 }) };
const spacesPath = `GET /ran/sites/${residence.id}/spaces`;
const bulkPath = `POST /ran/sites/${residence.id}/spaces/bulk`;

async function renderPage({
  search = {},
  site = residence,
  siteChoices = [],
}: {
  search?: PrivateSpacesSearch;
  site?: PrivateWifiSiteChoice | null;
  siteChoices?: PrivateWifiSiteChoice[];
} = {}) {
  const queryClient = createQueryClient();
  onTestFinished(() => queryClient.clear());
  const onChooseSite = vi.fn();
  await renderInRouter(
    <QueryClientProvider client={queryClient}>
      <Notices />
      <PrivateWifiPage
        site={site}
        siteChoices={siteChoices}
        onChooseSite={onChooseSite}
        search={search}
        onSearchChange={vi.fn()}
        codeListHash={(couponId) => `coupon-${couponId}`}
      />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ delay: null }), onChooseSite };
}

const rowOf = (name: string) => screen.getByRole("button", { name: `Open ${name}` }).closest("tr") as HTMLElement;

// The page alone, not the console; Mantine's tables and dialogs still take seconds on a busy machine.
describe("the private Wi-Fi page (docs/private-wifi.md)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(testNow);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists a page of the site's spaces under its figures, each with its expiry, devices, push state and link", async () => {
    const api = mockApi({ [spacesPath]: firstPage });
    await renderPage();

    expect(await screen.findByRole("button", { name: "Open Chambre 114" })).toBeInTheDocument();
    const figures = screen.getByRole("list", { name: "The site's private Wi-Fi in figures" });
    expect(figures).toHaveTextContent("Private SSIDHorizon-Prive");
    expect(figures).toHaveTextContent("Keys in use1,240 / 5,000");
    expect(figures).toHaveTextContent("Connected devices2,315on 870 spaces");
    expect(figures).toHaveTextContent("Waiting for the site3");
    expect(figures).toHaveTextContent("Failed on the site1");
    expect(screen.getByText("120 spaces")).toBeInTheDocument();

    const chambreRow = rowOf("Chambre 114");
    expect(within(chambreRow).getByText("Bail jusqu'au 30/06")).toBeInTheDocument();
    expect(within(chambreRow).getByText("Until Jun 30, 2027")).toBeInTheDocument();
    expect(within(chambreRow).getByText("Applied")).toBeInTheDocument();
    expect(within(chambreRow).getByRole("link", { name: "Room 114" })).toHaveAttribute(
      "href",
      "/network/status/iot/114",
    );
    const studioRow = rowOf("Studio B-12");
    expect(within(studioRow).getByText("No comment")).toBeInTheDocument();
    expect(within(studioRow).getByText("Last day: Oct 31, 2026")).toBeInTheDocument();
    // The collector's words are the failed badge's name, and its tooltip on focus.
    expect(within(studioRow).getByRole("button", { name: "Failed: Access point unreachable" })).toBeInTheDocument();
    expect(within(studioRow).getByRole("link", { name: "Code KX7PQ2MD" })).toHaveAttribute(
      "href",
      "/codes/list#coupon-77",
    );
    expect(screen.getByRole("button", { name: "Page 3" })).toBeInTheDocument();
    expect(Object.fromEntries(api.callsTo(spacesPath)[0]?.query ?? [])).toEqual({
      sort: "name",
      order: "asc",
      page: "1",
    });
  });

  it("confirms new keys for the ticked spaces with their count, sent as `expected`", async () => {
    const api = mockApi({ [spacesPath]: firstPage, [bulkPath]: { status: 200, body: { affected: 1 } } });
    const { user } = await renderPage();
    await user.click(await screen.findByRole("checkbox", { name: "Select Chambre 114" }));
    expect(screen.getByText("1 space selected")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "New keys" }));
    const dialog = await screen.findByRole("dialog", { name: "New keys" });
    expect(dialog).toHaveTextContent("Give 1 space a new key? The old key stops working once the site applies it");
    await user.click(within(dialog).getByRole("button", { name: "Give 1 new key" }));

    expect(await screen.findByText("1 space has a new key.")).toBeInTheDocument();
    expect(api.callsTo(bulkPath).map((call) => call.body)).toEqual([
      { action: "reset", selection: { ids: [chambre.id] }, expected: 1 },
    ]);
    expect(screen.queryByText("1 space selected")).not.toBeInTheDocument();
  });

  it("widens a full page to every space the search matches, and says when the selection changed before the deletion", async () => {
    const api = mockApi({
      [spacesPath]: firstPage,
      [bulkPath]: { status: 409, body: errorBody("CONFLICT") },
    });
    const { user } = await renderPage({ search: { q: "b", state: "expired" } });
    await user.click(await screen.findByRole("checkbox", { name: "Select the spaces of this page" }));
    expect(screen.getByText("2 spaces selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Select all 120 matching spaces" }));
    expect(screen.getByText("All 120 spaces matching the search are selected")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete spaces" });
    expect(dialog).toHaveTextContent("Delete 120 spaces? Their keys stop working once the site applies the change.");
    await user.click(within(dialog).getByRole("button", { name: "Delete 120 spaces" }));

    expect(
      await within(dialog).findByText(
        "The selection has changed since you confirmed: nothing was done. Check the list and try again.",
      ),
    ).toBeInTheDocument();
    expect(api.callsTo(bulkPath).map((call) => call.body)).toEqual([
      { action: "delete", selection: { matching: { q: "b", state: "expired" } }, expected: 120 },
    ]);
  });

  it("shows a card a space on a phone, each value under its name", async () => {
    onAPhone();
    mockApi({ [spacesPath]: firstPage });
    await renderPage();
    const card = (await screen.findByRole("button", { name: "Open Studio B-12" })).closest("li") as HTMLElement;
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(card).getByText("Expiry")).toBeInTheDocument();
    expect(within(card).getByRole("checkbox", { name: "Select Studio B-12" })).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Code KX7PQ2MD" })).toBeInTheDocument();
  });

  it("asks for one site when the header selects an organism, and reads nothing meanwhile", async () => {
    const api = mockApi();
    const { user, onChooseSite } = await renderPage({ site: null, siteChoices: [residence] });
    expect(screen.getByText("Choose a site")).toBeInTheDocument();
    await user.click(screen.getByRole("combobox", { name: "Site" }));
    await user.click(await screen.findByRole("option", { name: residence.name }));
    expect(onChooseSite).toHaveBeenCalledWith(residence.id);
    expect(api.calls).toHaveLength(0);
  });
});
