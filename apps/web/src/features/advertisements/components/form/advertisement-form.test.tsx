import { MantineProvider } from "@mantine/core";
import {
  type Advertisement,
  type AdvertisementBody,
  addCalendarDays,
  calendarDayOf,
  formatCalendarDay,
} from "@ondine/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import type { LocationOption } from "../../../../components/filters/location-option";
import { Notices } from "../../../../components/notices/notices";
import { applyLanguage } from "../../../../i18n/change-language";
import { loadConsoleCatalogue } from "../../../../i18n/load-catalogue";
import { advertisementFixture } from "../../../../testing/advertisement-fixtures";
import { errorBody, mockApi } from "../../../../testing/mock-api";
import { cssVariablesResolver, theme } from "../../../../theme/theme";
import { AdvertisementForm } from "./advertisement-form";

const locations: LocationOption[] = [
  { id: 3, type: "Organism", name: "Groupe Mistral" },
  { id: 12, type: "Site", name: "Hôtel Azur", organism_id: 3, organism_name: "Groupe Mistral" },
  { id: 14, type: "Site", name: "Hôtel Lavande", organism_id: 3, organism_name: "Groupe Mistral" },
];

/** The announcement changed: coming, on the form's site 12. */
const breakfast = (fields: Partial<Advertisement> = {}) =>
  advertisementFixture({
    id: 41,
    internal_title: "Breakfast hours",
    starts_at: "2026-12-01",
    ends_at: "2026-12-05",
    state: "coming",
    locations: [{ location_id: 12, location_type: "Site", name: "Hôtel Azur" }],
    ...fields,
  });

/** The form alone, with what it needs around it: theme, notices, texts, a query client and a router for its links. */
async function renderForm(props: { advertisement?: Advertisement } = {}, language: "en" | "fr" = "en") {
  await applyLanguage(language);
  await loadConsoleCatalogue();
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const ui: ReactElement = <AdvertisementForm {...props} locations={locations} onSaved={onSaved} onCancel={onCancel} />;
  const rootRoute = createRootRoute({ component: () => ui });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ["/"] }) });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
      <Notices />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await screen.findByRole("form");
  return { onSaved, onCancel, user: userEvent.setup({ applyAccept: false }) };
}

/** The refusal's alert at the top of the form (the notice over the page is an alert too). */
async function refusalAlert(): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole("alert");
  const inForm = alerts.find((alert) => screen.getByRole("form").contains(alert));
  if (!inForm) throw new Error("no alert in the form");
  return inForm;
}

/** The failure notice over the page, outside the form. */
function failureNotice(): HTMLElement {
  const notice = screen.getAllByRole("alert").find((alert) => !screen.getByRole("form").contains(alert));
  if (!notice) throw new Error("no failure notice over the page");
  return notice;
}

const tab = (name: RegExp) => screen.getByRole("tab", { name });
const panel = () => screen.getByRole("tabpanel");

async function fillLocale(
  user: ReturnType<typeof userEvent.setup>,
  language: RegExp,
  texts: { title?: string; content?: string; signature?: string },
) {
  await user.click(tab(language));
  const fields = within(panel());
  if (texts.title) await user.type(fields.getByRole("textbox", { name: "Public title" }), texts.title);
  if (texts.content) await user.type(fields.getByRole("textbox", { name: "Text" }), texts.content);
  if (texts.signature) await user.type(fields.getByRole("textbox", { name: "Signature" }), texts.signature);
}

async function chooseLocation(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole("combobox", { name: /^Locations/ }));
  await user.click(await screen.findByRole("option", { name }));
}

/** A PNG's first bytes (signature and IHDR with its size), padded to `size` bytes. */
function pngFile(name: string, size: number, width = 1200, height = 600): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: "image/png" });
}

/** The server's answer to a save: the texts and days sent, the locations by name and the image by URL as stored. */
function saved(body: AdvertisementBody) {
  const { internal_title, public_title, content, signature, starts_at, ends_at } = body.advertisement;
  return { advertisement: breakfast({ internal_title, public_title, content, signature, starts_at, ends_at }) };
}

describe("AdvertisementForm", () => {
  it("counts the characters of each text as they are typed, used/max", async () => {
    const { user } = await renderForm();
    expect(screen.getAllByText("0/50").length).toBeGreaterThan(0);
    await user.type(screen.getByRole("textbox", { name: /^Internal title/ }), "Travaux");
    expect(screen.getByText("7/50")).toBeInTheDocument();
    await user.type(within(panel()).getByRole("textbox", { name: "Text" }), "Bonjour");
    expect(within(panel()).getByText("7/350")).toBeInTheDocument();
  });

  it("sends today and tomorrow by default, the filled locales only and the first complete one as fallback", async () => {
    const api = mockApi({
      "POST /portal_annoucements": (call) => ({ status: 201, body: saved(call.body as AdvertisementBody) }),
    });
    const { user, onSaved } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Internal title/ }), "Travaux");
    await chooseLocation(user, "Hôtel Azur · Groupe Mistral");
    await fillLocale(user, /English/, { title: "Works", content: "Lift closed.", signature: "Desk" });
    expect(tab(/English/)).toHaveAccessibleName(/complete/);
    await user.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const today = calendarDayOf(new Date());
    const [call] = api.callsTo("POST /portal_annoucements");
    expect(call?.body).toEqual({
      advertisement: {
        internal_title: "Travaux",
        public_title: { en: "Works" },
        content: { en: "Lift closed." },
        signature: { en: "Desk" },
        starts_at: formatCalendarDay(today),
        ends_at: formatCalendarDay(addCalendarDays(today, 1)),
        fallback_language: "en",
        locations: [{ location_id: 12, location_type: "Site" }],
      },
    });
  });

  it("flags a half-filled German tab, jumps to it and focuses its first empty field, sending nothing", async () => {
    const api = mockApi();
    const { user } = await renderForm();
    await user.type(screen.getByRole("textbox", { name: /^Internal title/ }), "Bar");
    await chooseLocation(user, "Hôtel Azur · Groupe Mistral");
    await fillLocale(user, /French/, { title: "Bar", content: "7 h", signature: "Réc" });
    await fillLocale(user, /English/, { title: "Bar", content: "7 am", signature: "Desk" });
    await fillLocale(user, /German/, { title: "Bar" });
    await user.click(tab(/French/));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(tab(/German/)).toHaveAttribute("aria-selected", "true");
    expect(tab(/German/)).toHaveAccessibleName(/has errors/);
    expect(tab(/French/)).not.toHaveAccessibleName(/has errors/);
    const content = within(panel()).getByRole("textbox", { name: "Text" });
    await waitFor(() => expect(content).toHaveFocus());
    expect(within(panel()).getAllByText(/a language you start needs its title, text and signature/)).toHaveLength(2);
    expect(api.calls.filter((call) => call.method !== "GET")).toHaveLength(0);

    // Fixed, the flag goes and the tab shows its check.
    await user.type(content, "7 Uhr");
    await user.type(within(panel()).getByRole("textbox", { name: "Signature" }), "Emp");
    expect(tab(/German/)).not.toHaveAccessibleName(/has errors/);
    expect(tab(/German/)).toHaveAccessibleName(/complete/);
  });

  it("refuses more than 15 days and an announcement without location or language", async () => {
    mockApi();
    const { user } = await renderForm({
      advertisement: breakfast({ ends_at: "2026-12-20", locations: [] }),
    });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(/can run for at most 15 days/)).toBeInTheDocument();
    expect(screen.getByText("Choose at least one organisation or site.")).toBeInTheDocument();
    expect(screen.getByText("At most 15 days after the first day.")).toBeInTheDocument();
  });

  it("shows a dropped image's size in KB under 1,024,000 bytes, else in MB, and hints landscape", async () => {
    const { user } = await renderForm();
    const input = screen.getByLabelText("Image");
    await user.upload(input, pngFile("lobby.png", 500_000));
    expect(await screen.findByText("500 KB")).toBeInTheDocument();
    expect(screen.getByText("lobby.png")).toBeInTheDocument();
    expect(screen.getByRole("img", { name: "Image thumbnail" })).toHaveAttribute(
      "src",
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.upload(input, pngFile("tower.png", 1_536_000, 600, 1200));
    expect(await screen.findByText("1.5 MB")).toBeInTheDocument();
    expect(screen.getByText(/Portrait image/)).toBeInTheDocument();
  });

  it("formats the image size in the interface language", async () => {
    const { user } = await renderForm({}, "fr");
    await user.upload(screen.getByLabelText("Image"), pngFile("hall.png", 1_536_000));
    expect(await screen.findByText("1,5 Mo")).toBeInTheDocument();
  });

  it("refuses a gif and an image above 2 MB before sending, keeping the image chosen", async () => {
    const { user } = await renderForm();
    const input = screen.getByLabelText("Image");
    await user.upload(input, pngFile("lobby.png", 10_000));
    await user.upload(input, new File([new Uint8Array([0x47, 0x49, 0x46, 0x38])], "cat.gif", { type: "image/gif" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Only JPG and PNG images are accepted.");
    await user.upload(input, pngFile("huge.png", 2_048_001));
    expect(await screen.findByText("The image is larger than 2 MB.")).toBeInTheDocument();
    expect(screen.getByText("lobby.png")).toBeInTheDocument();
  });

  it("sends a removed image as null and leaves a kept one out", async () => {
    const image = {
      url: "/api/portal/announcement-images/abc",
      name: "pool.jpg",
      size: 2_000,
      content_type: "image/jpeg" as const,
      width: 800,
      height: 400,
    };
    const api = mockApi({
      "PUT /portal_annoucements/41": (call) => ({ status: 200, body: saved(call.body as AdvertisementBody) }),
    });
    const { user, onSaved } = await renderForm({ advertisement: breakfast({ image }) });
    expect(screen.getByRole("img", { name: "Image thumbnail" })).toHaveAttribute("src", image.url);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    const puts = () => api.callsTo("PUT /portal_annoucements/41");
    expect(puts()[0]?.body).not.toHaveProperty("advertisement.image");

    await user.click(screen.getByRole("button", { name: "Remove image" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(puts()[1]?.body).toHaveProperty("advertisement.image", null);
  });

  it("previews the active tab, and the fallback's texts with a note for an empty one", async () => {
    const { user } = await renderForm();
    await fillLocale(user, /French/, {
      title: "Travaux",
      content: "L'ascenseur est fermé.",
      signature: "La direction",
    });
    const preview = () => within(screen.getByTestId("portal-preview"));
    expect(preview().getByText("Travaux")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Portal preview · French" })).toBeInTheDocument();

    await user.click(tab(/Dutch/));
    expect(screen.getByRole("heading", { name: "Portal preview · Dutch" })).toBeInTheDocument();
    expect(preview().getByText("L'ascenseur est fermé.")).toBeInTheDocument();
    expect(
      screen.getByText("Guests reading Dutch will see the announcement in French, the fallback language."),
    ).toBeInTheDocument();

    await fillLocale(user, /Dutch/, { title: "Werkzaamheden" });
    expect(preview().getByText("Werkzaamheden")).toBeInTheDocument();
    expect(screen.queryByText(/Guests reading Dutch/)).not.toBeInTheDocument();
  });

  it("maps a refused save's field errors to their locale, saying so at the top", async () => {
    const scrollTo = vi.spyOn(window, "scrollTo");
    mockApi({
      "PUT /portal_annoucements/41": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", {
          errors: { "advertisement.public_title.en": ["advertisements.errors.public_title_too_long"] },
        }),
      },
    });
    const { user, onSaved } = await renderForm({ advertisement: breakfast() });
    await user.type(screen.getByRole("textbox", { name: /^Internal title/ }), " (new)");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await refusalAlert();
    expect(alert).toHaveTextContent("The announcement was not saved: some fields need correcting.");
    expect(failureNotice()).toHaveTextContent("The announcement was not saved: some fields need correcting.");
    expect(alert).not.toHaveTextContent("422");
    expect(alert).toHaveTextContent("Correct the fields marked below");
    expect(tab(/English/)).toHaveAttribute("aria-selected", "true");
    expect(tab(/English/)).toHaveAccessibleName(/has errors/);
    expect(within(panel()).getByText("The public title can be at most 50 characters long.")).toBeInTheDocument();
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }));
    expect(screen.getByRole("textbox", { name: /^Internal title/ })).toHaveValue("Breakfast hours (new)");
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("lists the unauthorized locations by name and removes them from the selection", async () => {
    const api = mockApi({
      "PUT /portal_annoucements/41": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", {
          errors: { locations: ["advertisements.errors.unauthorized_locations"] },
          error: { code: "unauthorized_locations", message: "not yours", locations: ["Site-12", "Site-99"] },
        }),
      },
    });
    const { user } = await renderForm({ advertisement: breakfast() });
    await chooseLocation(user, "Hôtel Lavande · Groupe Mistral");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await refusalAlert();
    expect(alert).toHaveTextContent("The announcement was not saved: some of its locations are not yours.");
    expect(within(alert).getByRole("heading", { name: "Locations outside your scope" })).toBeInTheDocument();
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Hôtel Azur", "Site-99"]);
    expect(screen.getByText("Some of the chosen locations are not yours.")).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Remove them from the selection" }));
    api.answer("PUT /portal_annoucements/41", (call) => ({ status: 200, body: saved(call.body as AdvertisementBody) }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    const puts = () => api.callsTo("PUT /portal_annoucements/41");
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body).toHaveProperty("advertisement.locations", [{ location_id: 14, location_type: "Site" }]);
  });

  it("says in words which announcement overlaps, then lists them with a link to edit the ones the caller may open", async () => {
    mockApi({
      "PUT /portal_annoucements/41": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", {
          errors: { overlapping_advertisements: ["advertisements.errors.overlapping"] },
          overlapping_advertisements: [
            { id: 7, internal_title: "Spa closed", starts_at: "2026-12-02", ends_at: "2026-12-04" },
            { id: null, internal_title: null, starts_at: "2026-12-03", ends_at: "2026-12-09" },
          ],
        }),
      },
    });
    const { user } = await renderForm({ advertisement: breakfast() });
    await user.click(screen.getByRole("button", { name: "Save" }));

    const alert = await refusalAlert();
    // The refusal names the conflict, not "(error 422)", in the alert and in the notice.
    const said =
      "The announcement was not saved: “Spa closed” already runs at these locations from Dec 2, 2026 to Dec 4, 2026. It also overlaps 1 other announcement.";
    expect(alert).toHaveTextContent(said);
    expect(alert).not.toHaveTextContent("422");
    expect(failureNotice()).toHaveTextContent(said);
    expect(
      within(alert).getByRole("heading", { name: "Announcements already running at these locations on these days" }),
    ).toBeInTheDocument();
    expect(within(alert).getByRole("link", { name: "Spa closed" })).toHaveAttribute(
      "href",
      "/portal_advertisement/edit/7",
    );
    const items = within(alert).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Spa closed · Dec 2, 2026 to Dec 4, 2026");
    expect(items[1]).toHaveTextContent("An announcement you cannot open · Dec 3, 2026 to Dec 9, 2026");
  });

  it("says an error occurred, with its status, when the refusal names nothing", async () => {
    mockApi({ "PUT /portal_annoucements/41": { status: 500, body: errorBody("INTERNAL_ERROR") } });
    const { user } = await renderForm({ advertisement: breakfast() });
    await user.click(screen.getByRole("button", { name: "Save" }));
    const alert = await refusalAlert();
    expect(alert).toHaveTextContent("The announcement was not saved (error 500)");
    expect(alert).toHaveTextContent("An error occurred.");
    expect(screen.getByRole("button", { name: "Save" })).toBeEnabled();
  });

  it("greys out the days other announcements hold on the chosen locations, and says which one typed days overlap", async () => {
    const api = mockApi({
      "GET /portal_annoucements/taken_periods": {
        status: 200,
        body: {
          taken_periods: [{ id: 7, internal_title: "Spa closed", starts_at: "2026-12-08", ends_at: "2026-12-10" }],
        },
      },
    });
    const { user } = await renderForm({ advertisement: breakfast() });
    await screen.findByText("Greyed-out days are already taken at these locations by other announcements.");
    expect(api.callsTo("GET /portal_annoucements/taken_periods")[0]?.query.toString()).toBe(
      "locations=Site-12&except=41",
    );

    // The first day's calendar: the taken days greyed, the others open.
    const firstDay = screen.getByRole("textbox", { name: /^First day/ });
    await user.click(firstDay);
    expect(await screen.findByRole("button", { name: "9 December 2026" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "7 December 2026" })).toBeEnabled();
    await user.keyboard("{Escape}");

    // The last day's: none past the taken period, since the announcement would span it.
    await user.click(screen.getByRole("textbox", { name: /^Last day/ }));
    expect(await screen.findByRole("button", { name: "7 December 2026" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "12 December 2026" })).toBeDisabled();
    await user.keyboard("{Escape}");

    // Typed (in English order, month first): kept, and the overlap said before any save.
    const lastDay = screen.getByRole("textbox", { name: /^Last day/ });
    await user.clear(lastDay);
    await user.type(lastDay, "12/09/2026");
    await user.tab();
    expect(lastDay).toHaveValue("12/09/2026");
    expect(
      await screen.findByText(
        "These days overlap “Spa closed”, running at these locations from Dec 8, 2026 to Dec 10, 2026.",
      ),
    ).toBeInTheDocument();
  });

  it("goes back on cancel", async () => {
    const { user, onCancel } = await renderForm();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });
});
