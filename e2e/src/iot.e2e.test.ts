import type { IotDevice, IotRoom } from "@ondine/domain";
import { type DemoCollectors, startCommandExecutor } from "@ondine/tools/simulate";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCollectedHotel } from "./support/collected-hotel";
import type { ConsoleServer } from "./support/console-server";
import { deviceBySerial, messagesOfSite, roomsOfSite, sparesOfSite } from "./support/iot-api";
import type { SeenSite } from "./support/locations";
import { checkScreen } from "./support/screen-check";

const organismName = "Hôtels Belle Escale";
/** A command's round trip through the collector (docs/ingest.md "Commands"), on a busy machine. */
const commandTimeout = { timeout: 60_000 };

let server: ConsoleServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let stopExecutor: (() => Promise<void>) | undefined;
/** A hotel of the chain in production, served by its demo collector. */
let site: SeenSite;
/** Its rooms and spares as the seed left them. */
let rooms: IotRoom[];
let spareModels: Set<string>;

/** The first device of the site (rooms by name), with its room, that `accepts`. */
function pickDevice(accepts: (device: IotDevice, room: IotRoom) => boolean): { room: IotRoom; device: IotDevice } {
  for (const room of rooms) {
    const device = room.devices.find((candidate) => accepts(candidate, room));
    if (device) return { room, device };
  }
  throw new Error(`no such device in site ${site.id}`);
}

beforeAll(async () => {
  let collectors: DemoCollectors;
  ({ server, browser, context, page, collectors, site, rooms } = await startCollectedHotel({
    organism: organismName,
    fit: (found) => found.length > 0,
    wanted: "rooms",
  }));
  spareModels = new Set((await sparesOfSite(page, site.id)).map((spare) => spare.model));

  stopExecutor = startCommandExecutor({
    baseUrl: server.baseUrl,
    collectors,
    organismName,
    failureRate: 0,
    // Shorter than on site, long enough for the console to see each step (it reads the rooms every 2 s while one runs).
    delaysMs: { restart: [5_000, 6_000], replace: [1_000, 2_000], checkout: [500, 1_000], message: [500, 1_000] },
  });
});

afterAll(async () => {
  await stopExecutor?.();
  await context?.close();
  await browser?.close();
  await server?.stop();
});

const siteQuery = () => `location_site=${site.id}&location_organism=${site.organism_id}`;
const iotPath = (filter = "") => `/network/status/iot${filter ? `/${encodeURIComponent(filter)}` : ""}?${siteQuery()}`;
const roomList = (target: Page, name = "Rooms") => target.getByRole("region", { name });
const roomPanel = (target: Page, room: IotRoom) => target.getByRole("region", { name: room.name, exact: true });
const deviceCard = (target: Page, name: string) => target.getByRole("article", { name, exact: true });
const toast = (target: Page, text: string) => target.getByTestId("notices").filter({ hasText: text });

/** Opens the IoT screen on the site, with the room list read. */
async function openScreen(target: Page, filter = ""): Promise<void> {
  await target.goto(iotPath(filter));
  await target.getByRole("heading", { level: 1, name: "IoT rooms and devices" }).waitFor();
  await roomList(target)
    .getByRole("button", { name: /^Open room / })
    .first()
    .waitFor();
}

/** Chooses a room in the list (searched by its name first) and waits for its panel. */
async function openRoom(target: Page, room: IotRoom): Promise<void> {
  await target.getByRole("searchbox", { name: "Search rooms" }).fill(room.name);
  await target.getByRole("button", { name: `Open room ${room.name}`, exact: true }).click();
  await roomPanel(target, room).waitFor();
}

describe("hotel IoT as the hotel-chain manager (docs/product.md#iot-screen)", () => {
  it("shows a hotel's three columns: the site and its message, its rooms, a room's devices and history", async () => {
    await openScreen(page);
    await expect.poll(() => page.getByRole("combobox", { name: "Site", exact: true }).inputValue()).toBe(site.name);
    await page.getByRole("region", { name: "Welcome message" }).getByRole("textbox").waitFor();
    const [first] = rooms;
    if (!first) throw new Error("no room");
    await page.getByRole("button", { name: `Open room ${first.name}`, exact: true }).click();
    await roomPanel(page, first).getByTestId("device-card").first().waitFor();
    await roomPanel(page, first).getByTestId("history-line").first().waitFor();
    await checkScreen(page, "Hotel rooms: three columns");
  });

  it("shows a dozen rooms at once on a 1440x900 screen, the checkout a quiet icon on each card", async () => {
    await openScreen(page);
    const viewport = page.viewportSize();
    if (!viewport) throw new Error("no viewport");
    const cards = roomList(page).getByTestId("room-card");
    const boxes = await Promise.all((await cards.all()).map((card) => card.boundingBox()));
    const wholeInView = boxes.filter((box) => box && box.y >= 0 && box.y + box.height <= viewport.height).length;
    expect(wholeInView).toBeGreaterThanOrEqual(Math.min(12, rooms.length));
    // The checkout is an icon button without a coloured fill: the room's name reads first.
    const keyed = rooms.find((room) => room.psk !== null);
    if (keyed) {
      const checkout = roomList(page).getByRole("button", { name: `Check out room ${keyed.name}` });
      const background = await checkout.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(background).toBe("rgba(0, 0, 0, 0)");
    }
  });

  it("finds a room by the first characters of a device's serial, the address keeping the search through a reload", async () => {
    const { room, device } = pickDevice((candidate) => candidate.is_provisioned && candidate.is_reachable);
    const start = device.serial.slice(0, 4);
    await page.getByRole("searchbox", { name: "Search rooms" }).fill(start);
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/network/status/iot/${start}`);
    const list = roomList(page);
    await list.getByRole("button", { name: `Open room ${room.name}`, exact: true }).waitFor();
    const shown = await list.getByRole("button", { name: /^Open room / }).count();
    // Only the rooms whose name or a device's serial starts so.
    const expected = rooms.filter(
      (candidate) =>
        candidate.name.toLowerCase().startsWith(start.toLowerCase()) ||
        candidate.devices.some((other) => other.serial.toLowerCase().startsWith(start.toLowerCase())),
    );
    expect(shown).toBe(expected.length);

    await page.reload();
    await list.getByRole("button", { name: `Open room ${room.name}`, exact: true }).waitFor();
    expect(await page.getByRole("searchbox", { name: "Search rooms" }).inputValue()).toBe(start);
    expect(await list.getByRole("button", { name: /^Open room / }).count()).toBe(expected.length);
  });

  it("restarts a reachable device: it goes unreachable, comes back connected, and the history says Done", async () => {
    const { room, device } = pickDevice((candidate) => candidate.is_provisioned && candidate.is_reachable);
    await openRoom(page, room);
    const panel = roomPanel(page, room);
    const history = panel.getByTestId("history-line").filter({ hasText: `Restart · ${device.name}` });
    await panel
      .getByTestId("history-line")
      .or(panel.getByText("Nothing has been done in this room yet."))
      .first()
      .waitFor();
    const doneBefore = await history.filter({ hasText: "Done" }).count();

    const card = deviceCard(page, device.name);
    await card.getByRole("button", { name: "Restart" }).click();
    const modal = page.getByRole("dialog", { name: "Restart device" });
    await modal.getByText(`serial ${device.serial}`).waitFor();
    await checkScreen(page, "Hotel rooms: restart confirmation");
    await modal.getByRole("button", { name: "Restart" }).click();
    await toast(page, "Restart requested").waitFor();
    await card.getByText("Restarting…").waitFor();
    expect(await card.getByRole("button", { name: "Restart" }).isDisabled()).toBe(true);

    // The collector reports it off the network, then back (docs/ingest.md "Commands"): the card follows, the
    // status above "Restarting…".
    await expect.poll(() => card.getByText("Unreachable", { exact: true }).count(), commandTimeout).toBe(1);
    expect(await card.getByText("Restarting…").count()).toBe(1);
    await expect.poll(() => card.getByText("Connected", { exact: true }).count(), commandTimeout).toBe(1);
    expect((await deviceBySerial(page, site.id, device.serial))?.device.is_reachable).toBe(true);
    await expect.poll(() => history.filter({ hasText: "Done" }).count(), commandTimeout).toBe(doneBefore + 1);
  });

  it("replaces a device by a spare of its model: the stock falls by one and the card shows the spare's serial", async () => {
    const { room, device } = pickDevice((candidate) => spareModels.has(candidate.model));
    const countOfModel = async () =>
      (await sparesOfSite(page, site.id)).filter((spare) => spare.model === device.model).length;
    const before = await countOfModel();
    expect(before).toBeGreaterThan(0);

    await openRoom(page, room);
    const card = deviceCard(page, device.name);
    await card.getByRole("button", { name: "Replace" }).click();
    const modal = page.getByRole("dialog", { name: "Replace device" });
    const select = modal.getByRole("combobox", { name: "Spare device" });
    await select.click();
    const option = page.getByRole("listbox").getByRole("option").first();
    const spare = ((await option.textContent()) ?? "").trim();
    expect(spare).not.toBe("");
    await option.click();
    await expect.poll(() => select.inputValue()).toBe(spare);
    await checkScreen(page, "Hotel rooms: replace with a spare");
    await modal.getByRole("button", { name: "Replace" }).click();
    await toast(page, "Replacement requested").waitFor();

    // The spare is reserved at once; the device takes its serial once the collector has set it up.
    expect(await countOfModel()).toBe(before - 1);
    await expect
      .poll(async () => (await deviceBySerial(page, site.id, spare))?.device.name, commandTimeout)
      .toBe(device.name);
    await card.getByText(spare, { exact: true }).waitFor(commandTimeout);
    expect(await card.getByText(device.serial, { exact: true }).count()).toBe(0);
    expect(await countOfModel()).toBe(before - 1);
  });

  it("says so when no spare of the device's model is left", async () => {
    const { room, device } = pickDevice((candidate) => !spareModels.has(candidate.model));
    await openRoom(page, room);
    await deviceCard(page, device.name).getByRole("button", { name: "Replace" }).click();
    const modal = page.getByRole("dialog", { name: "Replace device" });
    await modal.getByText("No more spares available for this model.").waitFor();
    expect(await modal.getByRole("button", { name: "Replace" }).isDisabled()).toBe(true);
    await modal.getByRole("button", { name: "Cancel" }).click();
    await modal.waitFor({ state: "hidden" });
  });

  it("checks a room out: its key changes on its card", async () => {
    const current = await roomsOfSite(page, site.id);
    const room = current.find((candidate) => candidate.psk !== null && candidate.pending_command === null);
    if (!room?.psk) throw new Error("no room with a key");
    await openRoom(page, room);
    const card = roomList(page).getByTestId("room-card").filter({ hasText: room.name });
    await card.getByText(room.psk, { exact: true }).waitFor();

    await roomPanel(page, room)
      .getByRole("button", { name: `Check out room ${room.name}` })
      .click();
    const modal = page.getByRole("dialog", { name: "Guest checkout" });
    await modal.getByText(`Room ${room.name}'s Wi-Fi key will be replaced`).waitFor();
    await modal.getByText("A checkout cannot be undone", { exact: false }).waitFor();
    await checkScreen(page, "Hotel rooms: checkout");
    await modal.getByRole("button", { name: "Confirm checkout" }).click();
    await toast(page, "Checkout done").waitFor();

    const newKey = async () => (await roomsOfSite(page, site.id)).find((candidate) => candidate.id === room.id)?.psk;
    await expect.poll(newKey).not.toBe(room.psk);
    const key = await newKey();
    if (!key) throw new Error("the room lost its key");
    await card.getByText(key, { exact: true }).waitFor();
    expect(await card.getByText(room.psk, { exact: true }).count()).toBe(0);
  });

  it("enables another welcome message, the title's length checked as it is written; one message stays enabled", async () => {
    const messages = await messagesOfSite(page, site.id);
    const enabled = messages.find((message) => message.is_enabled);
    const other = messages.find((message) => !message.is_enabled);
    if (!other) throw new Error("no disabled message");
    const card = page.getByRole("region", { name: "Welcome message" });
    if (enabled) await expect.poll(() => card.getByRole("textbox").inputValue()).toContain(enabled.title);

    await card.getByRole("button", { name: "Edit" }).click();
    const modal = page.getByRole("dialog", { name: "Welcome message" });
    await modal.getByRole("radio", { name: other.title, exact: true }).waitFor();
    if (enabled) expect(await modal.getByRole("radio", { name: enabled.title, exact: true }).isChecked()).toBe(true);
    await checkScreen(page, "Hotel rooms: welcome message (select)");

    await modal.getByRole("button", { name: "New message" }).click();
    const writing = page.getByRole("dialog", { name: "Write a message" });
    await writing.getByRole("textbox", { name: "Title" }).fill("Bienvenue à l'hôtel Belle Escale");
    await writing.getByRole("textbox", { name: "Content" }).fill("Bon séjour parmi nous.");
    await writing.getByText("The title must be 25 characters or fewer.").waitFor();
    await checkScreen(page, "Hotel rooms: welcome message (write, title too long)");
    await writing.getByRole("button", { name: "Back" }).click();

    await modal.getByRole("radio", { name: other.title, exact: true }).check();
    await expect.poll(() => modal.getByRole("radio", { name: other.title, exact: true }).isChecked()).toBe(true);
    await modal.getByRole("button", { name: "Apply" }).click();
    await toast(page, "Welcome message updated.").waitFor();
    await modal.waitFor({ state: "hidden" });

    const now = await messagesOfSite(page, site.id);
    expect(now.filter((message) => message.is_enabled).map((message) => message.id)).toEqual([other.id]);
    await expect.poll(() => card.getByRole("textbox").inputValue()).toContain(other.title);
  });

  it("shows how to set up a TV and a stick", async () => {
    for (const type of ["tv", "chromecast"] as const) {
      const { room, device } = pickDevice((candidate) => candidate.type === type);
      await openRoom(page, room);
      await deviceCard(page, device.name).getByRole("button", { name: "Configure" }).click();
      const modal = page.getByRole("dialog", { name: `Configure ${device.name}` });
      await modal.getByRole("listitem").or(modal.getByRole("alert")).first().waitFor();
      // A TV's last step asks for its server's address "below": there is one, or whom to ask.
      if (type === "tv" && (await modal.getByText("TV server address below").count()) > 0) {
        await modal
          .getByText("TV server address:")
          .or(modal.getByText("No TV server address is known for this site"))
          .waitFor();
      }
      await checkScreen(page, type === "tv" ? "Hotel rooms: configure a TV" : "Hotel rooms: configure a stick");
      await modal.getByRole("button", { name: "Close" }).last().click();
      await modal.waitFor({ state: "hidden" });
    }
  });

  it("reads in French, on a laptop and a phone", async () => {
    await page.evaluate(() => window.localStorage.setItem("ondine.language", "fr"));
    try {
      const { room, device } = pickDevice((candidate) => candidate.type === "tv");
      await page.goto(iotPath(room.name));
      await page.getByRole("heading", { level: 1, name: "Objets connectés" }).waitFor();
      await page.getByRole("button", { name: `Ouvrir la chambre ${room.name}`, exact: true }).click();
      await roomPanel(page, room)
        .getByTestId("history-line")
        .or(roomPanel(page, room).getByRole("listitem"))
        .first()
        .waitFor();
      await checkScreen(page, "Hotel rooms (fr): three columns");
      await deviceCard(page, device.name).getByRole("button", { name: "Configurer" }).click();
      const modal = page.getByRole("dialog", { name: `Configurer ${device.name}` });
      await modal.getByRole("listitem").or(modal.getByRole("alert")).first().waitFor();
      await checkScreen(page, "Hotel rooms (fr): configure a TV");
      await modal.getByRole("button", { name: "Fermer" }).last().click();
    } finally {
      await page.evaluate(() => window.localStorage.setItem("ondine.language", "en"));
    }
  });
});
