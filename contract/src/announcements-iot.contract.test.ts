import { addCalendarDays, calendarDayOf, formatCalendarDay, rebootTypeOf } from "@ondine/domain";
import { schema } from "@ondine/server/db";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { deleteAdvertisement } from "../../apps/web/src/features/advertisements/api/delete-advertisement";
import { findAdvertisements } from "../../apps/web/src/features/advertisements/api/find-advertisements";
import { findTakenPeriods } from "../../apps/web/src/features/advertisements/api/find-taken-periods";
import { getAdvertisement } from "../../apps/web/src/features/advertisements/api/get-advertisement";
import {
  createAdvertisement,
  updateAdvertisement,
} from "../../apps/web/src/features/advertisements/api/save-advertisement";
import { disableMessages, enableMessage } from "../../apps/web/src/features/iot/api/choose-message";
import { deleteMessage } from "../../apps/web/src/features/iot/api/delete-message";
import { checkoutRoom, rebootDevice } from "../../apps/web/src/features/iot/api/device-commands";
import { findMessages } from "../../apps/web/src/features/iot/api/find-messages";
import { findRoomHistory } from "../../apps/web/src/features/iot/api/find-room-history";
import { findRooms } from "../../apps/web/src/features/iot/api/find-rooms";
import { findSiteWlans } from "../../apps/web/src/features/iot/api/find-site-wlans";
import { findSpares } from "../../apps/web/src/features/iot/api/find-spares";
import { getTvPincode } from "../../apps/web/src/features/iot/api/get-tv-pincode";
import { createMessage, updateMessage } from "../../apps/web/src/features/iot/api/save-message";
import { useContractServer } from "./support/contract-server";

const server = useContractServer();

/** The first demo site with hotel rooms (IoT), by id. */
async function iotSiteId(): Promise<number> {
  const [room] = await server.database.db
    .select({ siteId: schema.iotRooms.siteId })
    .from(schema.iotRooms)
    .orderBy(asc(schema.iotRooms.siteId))
    .limit(1);
  if (!room) throw new Error("The demo data has no IoT room.");
  return room.siteId;
}

/** A demo site in production, for an announcement of this test's own. */
async function productionSite() {
  const [site] = await server.database.db
    .select({ id: schema.sites.id, name: schema.sites.name })
    .from(schema.sites)
    .where(eq(schema.sites.state, "En production"))
    .orderBy(asc(schema.sites.id))
    .limit(1);
  if (!site) throw new Error("The demo data has no site in production.");
  return site;
}

describe("portal announcements clients against the server", () => {
  it("lists, creates, reads, changes, finds the taken days of and deletes an announcement", async () => {
    await server.signInAs("admin");
    const listed = await findAdvertisements(1);
    expect(listed.current_page).toBe(1);
    expect(listed.total_count).toBeGreaterThanOrEqual(listed.advertisements.length);

    const site = await productionSite();
    // Far enough ahead that no demo announcement holds those days on this site.
    const start = addCalendarDays(calendarDayOf(server.now), 700);
    const body = {
      advertisement: {
        internal_title: "Contract: breakfast hours",
        public_title: { fr: "Petit-déjeuner" },
        content: { fr: "Servi de 7 h à 10 h." },
        signature: { fr: "La direction" },
        starts_at: formatCalendarDay(start),
        ends_at: formatCalendarDay(addCalendarDays(start, 2)),
        fallback_language: "fr" as const,
        locations: [{ location_id: site.id, location_type: "Site" as const }],
      },
    };
    const { advertisement: created } = await createAdvertisement(body);
    expect(created.state).toBe("coming");
    expect(created.locations).toEqual([{ location_id: site.id, location_type: "Site", name: site.name }]);

    // The edit form's read: the record inside `{advertisement}` (the house review's announcement edit bug).
    const read = await getAdvertisement(created.id);
    expect(read.internal_title).toBe("Contract: breakfast hours");

    const { advertisement: changed } = await updateAdvertisement(created.id, {
      advertisement: { ...body.advertisement, internal_title: "Contract: brunch hours" },
    });
    expect(changed.internal_title).toBe("Contract: brunch hours");

    const taken = await findTakenPeriods([`Site-${site.id}`], null);
    expect(taken.taken_periods).toContainEqual(
      expect.objectContaining({ id: created.id, starts_at: body.advertisement.starts_at }),
    );

    await expect(deleteAdvertisement(created.id)).resolves.toBeUndefined();
  });
});

describe("hotel IoT clients against the server", () => {
  it("reads a site's rooms, spares, networks, pin and a room's history", async () => {
    await server.signInAs("admin");
    const siteId = await iotSiteId();
    const rooms = await findRooms(siteId);
    expect(rooms.length).toBeGreaterThan(0);
    expect(rooms.flatMap((room) => room.devices).length).toBeGreaterThan(0);
    await expect(findSpares(siteId)).resolves.toBeInstanceOf(Array);
    await expect(findSiteWlans(siteId)).resolves.toBeInstanceOf(Array);
    const pin = await getTvPincode(siteId).catch(() => null);
    if (pin !== null) expect(pin).toMatch(/\S/);
    const room = rooms[0];
    if (!room) throw new Error("no room");
    await expect(findRoomHistory(siteId, room.id)).resolves.toBeInstanceOf(Array);
  });

  it("writes, changes, enables, disables and deletes a welcome message", async () => {
    await server.signInAs("admin");
    const siteId = await iotSiteId();
    const created = await createMessage(siteId, { title: "Contract welcome", content: "Bienvenue." });
    expect(created.is_enabled).toBe(false);
    const changed = await updateMessage(siteId, created.id, { title: "Contract welcome (2)", content: "Bienvenue !" });
    expect(changed.title).toBe("Contract welcome (2)");
    expect((await findMessages(siteId)).map((message) => message.id)).toContain(created.id);

    const enabled = await enableMessage(siteId, created.id);
    expect(enabled.command).toMatchObject({ kind: "message", state: "queued", detail: "Contract welcome (2)" });
    const disabled = await disableMessages(siteId);
    expect(disabled.command).toMatchObject({ kind: "message", detail: null });
    await expect(deleteMessage(siteId, created.id)).resolves.toBeUndefined();
  });

  it("restarts a device and checks a room out, each a queued command", async () => {
    await server.signInAs("admin");
    const siteId = await iotSiteId();
    // Two idle rooms whose devices answer: a device restarting or unreachable refuses a command.
    const idle = (await findRooms(siteId)).filter(
      (room) =>
        room.devices.length > 0 &&
        room.pending_command === null &&
        room.devices.every((device) => device.pending_command === null && device.is_reachable),
    );
    const [restarted, checkedOut] = idle;
    const device = restarted?.devices[0];
    if (!device || !checkedOut) throw new Error("The demo data has fewer than two idle IoT rooms.");

    const restart = await rebootDevice({ type: rebootTypeOf(device.model), site_id: siteId, serial: device.serial });
    expect(restart.command).toMatchObject({ kind: "restart", state: "queued", device_serial: device.serial });

    const checkout = await checkoutRoom(siteId, { room_id: checkedOut.id, room_name: checkedOut.name });
    expect(checkout.room.id).toBe(checkedOut.id);
    expect(checkout.command.kind).toBe("checkout");
  });
});
