import { QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../../api/query-client";
import { errorBody, mockApi } from "../../../testing/mock-api";
import { renderComponent } from "../../../testing/render-component";
import { SilentModePanel } from "../components/silent-mode-panel";
import {
  brest,
  nantes,
  silenceWindowFixture,
  silenceWindowListBody,
  siteBuildingFixture,
  siteEquipmentFixture,
  testNow,
} from "../testing/silence-fixtures";

type User = ReturnType<typeof userEvent.setup>;

const hall = siteEquipmentFixture({ id: 11, mac: "aa:bb:cc:00:00:11", tag: "Hall" });
const bar = siteEquipmentFixture({ id: 12, mac: "aa:bb:cc:00:00:12", tag: "Bar" });
const noWindows = { status: 200, body: silenceWindowListBody([]) };

async function openForm(user: User): Promise<HTMLElement> {
  await renderComponent(
    <QueryClientProvider client={createQueryClient()}>
      <SilentModePanel sites={[brest, nantes]} />
    </QueryClientProvider>,
  );
  await screen.findByText("No window is on right now.");
  await user.click(screen.getByRole("button", { name: "New window" }));
  return screen.findByRole("dialog", { name: "New silence window" });
}

/** Chooses an option of a select (or a multi-select) of the form. */
async function choose(user: User, form: HTMLElement, field: RegExp, option: string) {
  await user.click(within(form).getByRole("combobox", { name: field }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Pastes a Paris date and time (`2026-11-23 02:00:00`, or a day alone) into a date field, as a user may. */
async function pasteMoment(user: User, form: HTMLElement, field: RegExp, moment: string) {
  const group = within(form).getByRole("group", { name: field });
  await user.click(within(group).getAllByRole("spinbutton")[0] as HTMLElement);
  await user.paste(moment);
}

// The panel alone, not the console; Mantine's selects and date fields still take seconds on a busy machine.
describe("a new silence window (docs/alerts.md#silent-mode, docs/alerts.md#calls)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(testNow);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("checks the form with the server's schema before sending anything", async () => {
    const api = mockApi({ "GET /silent_mode/windows": noWindows });
    const user = userEvent.setup({ delay: null });
    const form = await openForm(user);

    await user.click(within(form).getByRole("button", { name: "Create the window" }));

    // The site, the end and the reason; the start is now unless changed.
    expect(await within(form).findAllByText("This field is required.")).toHaveLength(3);
    expect(api.callsTo("POST /silent_mode/windows")).toHaveLength(0);
  });

  it("applies the rules that need the clock on the spot: 30 days ahead at most, a last day within a year", async () => {
    const api = mockApi({ "GET /silent_mode/windows": noWindows });
    const user = userEvent.setup({ delay: null });
    const form = await openForm(user);

    await choose(user, form, /^Site/, "Hôtel Nantes · Hôtels Belle Escale");
    await pasteMoment(user, form, /^End/, "2027-01-15 18:00:00");
    await choose(user, form, /^Reason/, "Works");
    await user.click(within(form).getByRole("checkbox", { name: /^Repeat every week/ }));
    await user.click(within(form).getByRole("checkbox", { name: "Monday" }));
    await pasteMoment(user, form, /^Last day/, "2028-01-10");
    await user.click(within(form).getByRole("button", { name: "Create the window" }));

    expect(await within(form).findByText("The end can be at most 30 days from now.")).toBeInTheDocument();
    expect(within(form).getByText("The last day can be at most 365 days from now.")).toBeInTheDocument();
    expect(api.callsTo("POST /silent_mode/windows")).toHaveLength(0);
  });

  it("shows a 422's rule at its field and keeps everything typed and chosen", async () => {
    const api = mockApi({
      "GET /silent_mode/windows": noWindows,
      "GET /monitoring/devices": { status: 200, body: [hall, bar] },
      "POST /silent_mode/windows": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", { errors: { equipment_ids: ["silentMode.errors.not_on_site"] } }),
      },
    });
    const user = userEvent.setup({ delay: null });
    const form = await openForm(user);

    await choose(user, form, /^Site/, "Hôtel Nantes · Hôtels Belle Escale");
    await user.click(within(form).getByRole("radio", { name: "Pieces of equipment" }));
    await choose(user, form, /^Equipment/, "Hall · aa:bb:cc:00:00:11");
    await pasteMoment(user, form, /^End/, "2026-11-20 18:00:00");
    await choose(user, form, /^Reason/, "Works");
    await user.click(within(form).getByRole("textbox", { name: /^Note/ }));
    await user.paste("Call Marc on 06 12 34 56 78");
    // Ten minutes after the form opened: a start left as it was means now, not ten minutes ago.
    vi.setSystemTime(new Date(testNow.getTime() + 10 * 60_000));
    await user.click(within(form).getByRole("button", { name: "Create the window" }));

    const refusal = await within(form).findByRole("alert");
    expect(refusal).toHaveTextContent("The window could not be created");
    expect(
      within(form).getByText("This building or equipment does not belong to the chosen site."),
    ).toBeInTheDocument();
    expect(api.callsTo("POST /silent_mode/windows")[0]?.body).toEqual({
      site_id: nantes.id,
      target: "equipment",
      building_id: null,
      equipment_ids: [hall.id],
      starts_at: "2026-11-20T08:10:00.000Z",
      ends_at: "2026-11-20T17:00:00.000Z",
      reason: "works",
      note: "Call Marc on 06 12 34 56 78",
      recurrence: null,
    });
    // Nothing lost: the dialog is open with every value, ready to send again.
    expect(within(form).getByRole("textbox", { name: /^Note/ })).toHaveValue("Call Marc on 06 12 34 56 78");
    expect(within(form).getByRole("combobox", { name: /^Reason/ })).toHaveValue("Works");
    expect(within(form).getByRole("combobox", { name: /^Site/ })).toHaveValue("Hôtel Nantes · Hôtels Belle Escale");
    expect(within(form).getByRole("radio", { name: "Pieces of equipment" })).toBeChecked();
    expect(
      screen.getByRole("option", { name: "Hall · aa:bb:cc:00:00:11", selected: true, hidden: true }),
    ).toBeInTheDocument();
  });

  it("creates a weekly window on a building, says so, and shows it among the planned ones", async () => {
    const created = silenceWindowFixture({
      id: 50,
      target: "building",
      building_id: 5,
      building_name: "Annexe",
      starts_at: "2026-11-23T01:00:00.000Z",
      ends_at: "2026-11-23T03:00:00.000Z",
      recurrence: { weekdays: [1, 3], until: "2026-12-12" },
      rrule: "DTSTART:20261123T020000\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20261212T235959",
      reason: "planned_shutdown",
      note: "",
      state: "planned",
      next_occurrence: { starts_at: "2026-11-23T01:00:00.000Z", ends_at: "2026-11-23T03:00:00.000Z" },
    });
    const api = mockApi({
      "GET /silent_mode/windows": noWindows,
      "GET /locations/buildings": {
        status: 200,
        body: { buildings: [siteBuildingFixture({ id: 5, name: "Annexe" })] },
      },
      "POST /silent_mode/windows": { status: 201, body: created },
    });
    const user = userEvent.setup({ delay: null });
    const form = await openForm(user);

    await choose(user, form, /^Site/, "Hôtel Nantes · Hôtels Belle Escale");
    await user.click(within(form).getByRole("radio", { name: "A building" }));
    await choose(user, form, /^Building/, "Annexe");
    await pasteMoment(user, form, /^Start/, "2026-11-23 02:00:00");
    await pasteMoment(user, form, /^End/, "2026-11-23 04:00:00");
    await choose(user, form, /^Reason/, "Planned shutdown");
    await user.click(within(form).getByRole("checkbox", { name: /^Repeat every week/ }));
    await user.click(within(form).getByRole("checkbox", { name: "Monday" }));
    await user.click(within(form).getByRole("checkbox", { name: "Wednesday" }));
    await pasteMoment(user, form, /^Last day/, "2026-12-12");
    api.answer("GET /silent_mode/windows", (call) =>
      call.query.get("state") === "planned" ? { status: 200, body: silenceWindowListBody([created]) } : noWindows,
    );
    await user.click(within(form).getByRole("button", { name: "Create the window" }));

    expect(await screen.findByText("The window on Hôtel Nantes was created.")).toBeInTheDocument();
    expect(api.callsTo("GET /locations/buildings")[0]?.query.get("site")).toBe(String(nantes.id));
    expect(api.callsTo("POST /silent_mode/windows")[0]?.body).toEqual({
      site_id: nantes.id,
      target: "building",
      building_id: 5,
      equipment_ids: [],
      starts_at: "2026-11-23T01:00:00.000Z",
      ends_at: "2026-11-23T03:00:00.000Z",
      reason: "planned_shutdown",
      note: "",
      recurrence: { weekdays: [1, 3], until: "2026-12-12" },
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("tab", { name: "Planned (1)", selected: true })).toBeInTheDocument();
    expect(await screen.findByText("Building Annexe")).toBeInTheDocument();
  });
});
