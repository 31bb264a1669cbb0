import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { errorBody } from "../../../../testing/mock-api";
import { renderApp } from "../../../../testing/render-app";
import { signInAs, testUser } from "../../../../testing/users";
import { siteDeviceFixture, ticketFixture } from "../../testing/ticket-fixtures";

const customer = () => testUser({ granted: ["requests"] });
const hall = siteDeviceFixture({ id: 11, mac: "aa:bb:cc:00:00:11", tag: "Hall" });
const bar = siteDeviceFixture({ id: 12, mac: "aa:bb:cc:00:00:12", tag: "Bar" });
const devices = { status: 200, body: [hall, bar] };
const fromAlert = "/support/tickets/new?lang=en&location_type=Site&location_id=12&equipment_id=11&site_state=1";

const textFile = (name: string, bytes = 20) => new File([new Uint8Array(bytes).fill(65)], name, { type: "text/plain" });
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
const chosenFiles = () =>
  within(screen.getByRole("list", { name: "Attached files" }))
    .getAllByRole("listitem")
    .map((item) => item.firstChild?.textContent);

/** Typed at once (pasted): key by key, the whole console re-renders too slowly for a busy machine. */
async function fillTexts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("textbox", { name: /^Subject/ }));
  await user.paste("No Wi-Fi in the bar");
  await user.click(screen.getByRole("textbox", { name: /^Message/ }));
  await user.paste("Since 8 am, guests cannot connect.");
}

// The whole console renders: slower than a unit test on a busy machine.
describe("a new support ticket (docs/tickets.md#calls, docs/tickets.md#context)", { timeout: 30_000 }, () => {
  it("opens filled in from the address: the site, its equipment, a technical kind and the site's state ticked", async () => {
    const api = signInAs(customer(), { "GET /monitoring/devices": devices });
    await renderApp(fromAlert);

    expect(await screen.findByRole("heading", { level: 1, name: "New ticket" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /^Location/ })).toHaveValue("Hôtel Nantes · Hôtels Belle Escale");
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^Equipment concerned/ })).toHaveValue("Hall · aa:bb:cc:00:00:11"),
    );
    expect(api.callsTo("GET /monitoring/devices")[0]?.query.get("site")).toBe("12");
    expect(screen.getByRole("combobox", { name: /^Type of request/ })).toHaveValue("Technical");
    expect(screen.getByRole("checkbox", { name: /Attach the site's current state/ })).toBeChecked();
  });

  it("offers the site's network equipment only, not its sticks and TVs (ids of another table)", async () => {
    const stick = {
      ...siteDeviceFixture({ id: 11, mac: "aa:bb:cc:00:00:99", tag: "Room 12 stick" }),
      category: "chromecast",
    };
    signInAs(customer(), { "GET /monitoring/devices": { status: 200, body: [hall, bar, stick] } });
    await renderApp(fromAlert);
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: /^Equipment concerned/ })).toHaveValue("Hall · aa:bb:cc:00:00:11"),
    );
    await user.click(screen.getByRole("combobox", { name: /^Equipment concerned/ }));
    const listbox = await screen.findByRole("listbox", { name: /^Equipment concerned/ });
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Hall · aa:bb:cc:00:00:11", "Bar · aa:bb:cc:00:00:12"]);
  });

  it("refuses a sixth file and one over 10 MB on the spot, with why, keeping the others", async () => {
    signInAs(customer(), { "GET /monitoring/devices": devices });
    await renderApp(fromAlert);
    await screen.findByRole("heading", { level: 1, name: "New ticket" });
    const user = userEvent.setup();

    await user.upload(
      fileInput(),
      [1, 2, 3, 4, 5].map((index) => textFile(`log-${index}.txt`)),
    );
    expect(chosenFiles()).toEqual(["log-1.txt", "log-2.txt", "log-3.txt", "log-4.txt", "log-5.txt"]);
    await user.upload(fileInput(), textFile("log-6.txt"));
    expect(await screen.findByText("log-6.txt was not attached: 5 files at most per message.")).toBeInTheDocument();
    expect(chosenFiles()).toHaveLength(5);

    await user.click(screen.getByRole("button", { name: "Remove log-5.txt" }));
    const big = new File([new Uint8Array(11 * 1024 * 1024)], "scan.pdf", { type: "application/pdf" });
    await user.upload(fileInput(), big);
    expect(await screen.findByText("scan.pdf was not attached: Each file must be 10 MB or less.")).toBeInTheDocument();
    expect(chosenFiles()).toEqual(["log-1.txt", "log-2.txt", "log-3.txt", "log-4.txt"]);
  });

  it("checks the form with the server's rules before sending anything", async () => {
    const api = signInAs(customer());
    await renderApp("/support/tickets/new?lang=en");
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Open the ticket" }));

    expect(await screen.findAllByText("This field is required.")).toHaveLength(4);
    expect(api.callsTo("POST /tickets")).toHaveLength(0);
  });

  it("sends the ticket as multipart, files under attachments, and opens its page", async () => {
    const api = signInAs(customer(), {
      "GET /monitoring/devices": devices,
      "POST /tickets": { status: 201, body: ticketFixture({ id: 55 }) },
    });
    const { router } = await renderApp(fromAlert);
    await screen.findByRole("heading", { level: 1, name: "New ticket" });
    const user = userEvent.setup();
    await fillTexts(user);
    await user.upload(fileInput(), [textFile("log-1.txt"), textFile("log-2.txt")]);
    await user.click(screen.getByRole("button", { name: "Open the ticket" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/support/tickets/55"));
    const body = api.callsTo("POST /tickets")[0]?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== "attachments"))).toEqual({
      location_type: "Site",
      location_id: "12",
      equipment_id: "11",
      kind: "technical",
      subject: "No Wi-Fi in the bar",
      message: "Since 8 am, guests cannot connect.",
      attach_site_state: "true",
    });
    expect(form.getAll("attachments").map((file) => (file as File).name)).toEqual(["log-1.txt", "log-2.txt"]);
  });

  it("shows a 422's errors on their fields and keeps everything typed and chosen", async () => {
    const api = signInAs(customer(), {
      "GET /monitoring/devices": devices,
      "POST /tickets": {
        status: 422,
        body: errorBody("INVALID_PARAMETERS", {
          errors: {
            equipment_id: ["tickets.errors.equipment_not_on_site"],
            "attachments.0": ["tickets.errors.attachment_type"],
          },
        }),
      },
    });
    const { router } = await renderApp(fromAlert);
    await screen.findByRole("heading", { level: 1, name: "New ticket" });
    const user = userEvent.setup();
    await fillTexts(user);
    await user.upload(fileInput(), textFile("photo.txt"));
    await user.click(screen.getByRole("button", { name: "Open the ticket" }));

    const refusal = await screen.findByRole("alert", { name: "The ticket could not be opened" });
    expect(refusal).toHaveTextContent("Some fields are not valid.");
    await waitFor(() => expect(refusal).toHaveFocus());
    expect(screen.getByText("This equipment does not belong to the chosen site.")).toBeInTheDocument();
    expect(screen.getByText(/^This type of file is not accepted/)).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: /^Equipment concerned/ })).toHaveAttribute("aria-invalid", "true");
    // Nothing lost: the texts, the location and the file are still there, ready to send again.
    expect(screen.getByRole("textbox", { name: /^Subject/ })).toHaveValue("No Wi-Fi in the bar");
    expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveValue("Since 8 am, guests cannot connect.");
    expect(screen.getByRole("combobox", { name: /^Location/ })).toHaveValue("Hôtel Nantes · Hôtels Belle Escale");
    expect(chosenFiles()).toEqual(["photo.txt"]);
    expect(router.state.location.pathname).toBe("/support/tickets/new");
    expect(api.callsTo("POST /tickets")).toHaveLength(1);
  });
});
