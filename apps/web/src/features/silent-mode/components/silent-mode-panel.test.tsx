import { QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { type ApiCall, errorBody, mockApi } from "../../../testing/mock-api";
import { onAPhone } from "../../../testing/on-a-phone";
import { renderComponent } from "../../../testing/render-component";
import { brest, nantes, silenceWindowFixture, silenceWindowListBody, testNow } from "../testing/silence-fixtures";
import { SilentModePanel } from "./silent-mode-panel";

const onEquipment = silenceWindowFixture({
  id: 41,
  target: "equipment",
  equipment: [
    { id: 11, mac: "aa:bb:cc:00:00:11", tag: "Hall" },
    { id: 12, mac: "aa:bb:cc:00:00:12", tag: null },
  ],
  extensions: 2,
});
const weekly = silenceWindowFixture({
  id: 42,
  site_id: brest.id,
  site_name: brest.name,
  target: "building",
  building_id: 5,
  building_name: "Annexe",
  // Monday 16 November 2026, 02:00 to 04:00 Paris, then Mondays, Wednesdays and Fridays.
  starts_at: "2026-11-16T01:00:00.000Z",
  ends_at: "2026-11-16T03:00:00.000Z",
  recurrence: { weekdays: [1, 3, 5], until: "2026-12-12" },
  rrule: "DTSTART:20261116T020000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20261212T235959",
  reason: "planned_shutdown",
  note: "",
  state: "planned",
  next_occurrence: { starts_at: "2026-11-23T01:00:00.000Z", ends_at: "2026-11-23T03:00:00.000Z" },
  created_by: null,
});
const planned = silenceWindowFixture({
  id: 43,
  starts_at: "2026-11-24T08:00:00.000Z",
  ends_at: "2026-11-24T12:00:00.000Z",
  reason: "hibernation",
  state: "planned",
  next_occurrence: { starts_at: "2026-11-24T08:00:00.000Z", ends_at: "2026-11-24T12:00:00.000Z" },
});
const past = silenceWindowFixture({ id: 44, state: "past", next_occurrence: null });

type Answer = { status: number; body?: unknown };
/** `GET /silent_mode/windows` by the state asked for. */
function windowsByState(byState: Record<string, Answer>) {
  return (call: ApiCall): Answer =>
    byState[call.query.get("state") ?? ""] ?? { status: 500, body: errorBody("SERVER_ERROR") };
}
const listed = (...items: Parameters<typeof silenceWindowListBody>[0]) => ({
  status: 200,
  body: silenceWindowListBody(items),
});
const states = {
  current: listed(onEquipment),
  planned: listed(weekly, planned),
  // Three pages of past windows: more than the 50 of the first two.
  past: { status: 200, body: silenceWindowListBody([past], { current_page: 1, total_pages: 3 }) },
};

function renderPanel() {
  return renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <SilentModePanel sites={[brest, nantes]} />
    </QueryClientProvider>,
  );
}

const windowCalls = (api: ReturnType<typeof mockApi>) =>
  api.callsTo("GET /silent_mode/windows").map((call) => Object.fromEntries(call.query));

// The panel alone, not the console; Mantine's selects and date fields still take seconds on a busy machine.
describe("the silent-mode panel (docs/alerts.md#silent-mode)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(testNow);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("lists the current windows, counts each state, and shows the planned ones with their weekly rule", async () => {
    const api = mockApi({ "GET /silent_mode/windows": windowsByState(states) });
    await renderPanel();

    expect(screen.getByRole("heading", { level: 1, name: "Silent mode" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Current (1)", selected: true })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Planned (2)" })).toBeInTheDocument();
    expect(await screen.findByRole("tab", { name: "Past (50+)" })).toBeInTheDocument();

    const row = (await screen.findByText("2 pieces of equipment")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Hôtel Nantes")).toBeInTheDocument();
    expect(within(row).getByText("Hôtels Belle Escale")).toBeInTheDocument();
    expect(within(row).getByText("Hall, aa:bb:cc:00:00:12")).toBeInTheDocument();
    // Paris time, in the interface language: 08:00 to 16:00 in Paris.
    expect(within(row).getByText("Nov 20, 2026, 8:00 AM – 4:00 PM")).toBeInTheDocument();
    expect(within(row).getByText("Works")).toBeInTheDocument();
    expect(within(row).getByText("Rewiring of the ground floor")).toBeInTheDocument();
    expect(within(row).getByText("Claire Martin")).toBeInTheDocument();
    expect(within(row).getByText("2 times")).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /^Extend: Hôtel Nantes/ })).toBeInTheDocument();
    expect(within(row).getByRole("button", { name: /^End now: Hôtel Nantes/ })).toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(screen.getByRole("tab", { name: "Planned (2)" }));
    const weeklyRow = (await screen.findByText("Building Annexe")).closest("tr") as HTMLElement;
    expect(
      within(weeklyRow).getByText("Every Mon, Wed, and Fri, 2:00 AM – 4:00 AM, until Dec 12, 2026"),
    ).toBeInTheDocument();
    expect(within(weeklyRow).getByText("Next: Nov 23, 2026, 2:00 – 4:00 AM")).toBeInTheDocument();
    expect(within(weeklyRow).getByText("Planned shutdown")).toBeInTheDocument();
    expect(within(weeklyRow).getByText("No note")).toBeInTheDocument();
    expect(within(weeklyRow).getByText("Unknown")).toBeInTheDocument();
    // A weekly window is not extended; a planned one is cancelled rather than ended.
    expect(within(weeklyRow).queryByRole("button", { name: /^Extend/ })).not.toBeInTheDocument();
    expect(within(weeklyRow).getByRole("button", { name: /^Cancel: Hôtel Brest/ })).toBeInTheDocument();
    expect(windowCalls(api)).toContainEqual({ state: "planned", page: "1" });
  });

  it("shows one site's windows, and says when a state has none there", async () => {
    const api = mockApi({
      "GET /silent_mode/windows": (call) =>
        call.query.get("site_id") === String(brest.id) ? listed() : windowsByState(states)(call),
    });
    await renderPanel();
    await screen.findByText("2 pieces of equipment");
    const user = userEvent.setup({ delay: null });

    await user.click(screen.getByRole("combobox", { name: "Site" }));
    await user.click(await screen.findByRole("option", { name: "Hôtel Brest · Hôtels Belle Escale" }));

    expect(await screen.findByText("No window is on right now.")).toBeInTheDocument();
    expect(screen.getByText("None on this site: choose “All sites” to see the others.")).toBeInTheDocument();
    expect(windowCalls(api)).toContainEqual({ state: "current", site_id: String(brest.id), page: "1" });
    expect(await screen.findByRole("tab", { name: "Planned (0)" })).toBeInTheDocument();
  });

  it("says what a state is for when it has no window at all", async () => {
    mockApi({ "GET /silent_mode/windows": listed() });
    await renderPanel();
    expect(await screen.findByText("No window is on right now.")).toBeInTheDocument();
    expect(
      screen.getByText("Before works or a shutdown, create a window so that the site raises no false alarms."),
    ).toBeInTheDocument();
  });

  it("shows a card a window on a phone, each value under its name", async () => {
    onAPhone();
    mockApi({ "GET /silent_mode/windows": windowsByState(states) });
    await renderPanel();
    const card = (await screen.findByText("2 pieces of equipment")).closest("li") as HTMLElement;
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(within(card).getByText("Covers")).toBeInTheDocument();
    expect(within(card).getByText("Created by")).toBeInTheDocument();
    expect(within(card).getByRole("button", { name: /^End now: Hôtel Nantes/ })).toBeInTheDocument();
  });

  it("ends a current window once confirmed, then refreshes the lists", async () => {
    const api = mockApi({
      "GET /silent_mode/windows": windowsByState(states),
      "POST /silent_mode/windows/41/end": {
        status: 200,
        body: silenceWindowFixture({ ...onEquipment, state: "past", ended_early_at: testNow.toISOString() }),
      },
    });
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: /^End now: Hôtel Nantes/ }));

    const dialog = await screen.findByRole("dialog", { name: "End this window now?" });
    expect(dialog).toHaveTextContent("The equipment it covers on Hôtel Nantes shows again and alerts as usual");
    const listReads = api.callsTo("GET /silent_mode/windows").length;
    await user.click(within(dialog).getByRole("button", { name: "End now" }));

    expect(await screen.findByText("The window on Hôtel Nantes has ended.")).toBeInTheDocument();
    expect(api.callsTo("POST /silent_mode/windows/41/end")).toHaveLength(1);
    await expect.poll(() => api.callsTo("GET /silent_mode/windows").length).toBeGreaterThan(listReads);
  });

  it("cancels a planned window, and keeps it when asked to", async () => {
    const api = mockApi({
      "GET /silent_mode/windows": windowsByState(states),
      "POST /silent_mode/windows/43/end": {
        status: 200,
        body: silenceWindowFixture({ ...planned, state: "past", ended_early_at: testNow.toISOString() }),
      },
    });
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("tab", { name: "Planned (2)" }));
    const cancelButtons = await screen.findAllByRole("button", { name: /^Cancel: Hôtel Nantes/ });
    await user.click(cancelButtons[0] as HTMLElement);

    let dialog = await screen.findByRole("dialog", { name: "Cancel this planned window?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(api.callsTo("POST /silent_mode/windows/43/end")).toHaveLength(0);

    await user.click(cancelButtons[0] as HTMLElement);
    dialog = await screen.findByRole("dialog", { name: "Cancel this planned window?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel the window" }));
    expect(await screen.findByText("The planned window on Hôtel Nantes was cancelled.")).toBeInTheDocument();
  });

  it("extends a window: the rules checked before sending, the server's refusal under the new end, the date kept", async () => {
    const api = mockApi({
      "GET /silent_mode/windows": windowsByState(states),
      "POST /silent_mode/windows/41/extend": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { ends_at: ["silentMode.errors.extend_not_later"] } }),
      },
    });
    await renderPanel();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole("button", { name: /^Extend: Hôtel Nantes/ }));
    const dialog = await screen.findByRole("dialog", { name: "Extend the window" });
    expect(dialog).toHaveTextContent("The window on Hôtel Nantes ends on Nov 20, 2026, 4:00 PM (Paris time).");

    const newEnd = within(dialog).getByRole("group", { name: /^New end/ });
    // Beyond 30 days from now: refused on the spot, nothing sent.
    await user.click(within(newEnd).getAllByRole("spinbutton")[0] as HTMLElement);
    await user.paste("2027-01-15 18:00:00");
    await user.click(within(dialog).getByRole("button", { name: "Extend" }));
    expect(await within(dialog).findByText("The end can be at most 30 days from now.")).toBeInTheDocument();
    expect(api.callsTo("POST /silent_mode/windows/41/extend")).toHaveLength(0);

    await user.click(within(newEnd).getAllByRole("spinbutton")[0] as HTMLElement);
    await user.paste("2026-11-22 18:00:00");
    await user.click(within(dialog).getByRole("button", { name: "Extend" }));
    expect(await within(dialog).findByText("The new end must come after the current one.")).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The window could not be extended");
    expect(api.callsTo("POST /silent_mode/windows/41/extend")[0]?.body).toEqual({
      ends_at: "2026-11-22T17:00:00.000Z",
    });
    // Nothing lost: the date typed is still there, ready to send again.
    expect(
      within(newEnd)
        .getAllByRole("spinbutton")
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(["11", "22", "2026", "18", "00"]);

    api.answer("POST /silent_mode/windows/41/extend", {
      status: 200,
      body: silenceWindowFixture({ ...onEquipment, ends_at: "2026-11-22T17:00:00.000Z", extensions: 3 }),
    });
    await user.click(within(dialog).getByRole("button", { name: "Extend" }));
    expect(
      await screen.findByText("The window on Hôtel Nantes now ends on Nov 22, 2026, 6:00 PM."),
    ).toBeInTheDocument();
  });
});
