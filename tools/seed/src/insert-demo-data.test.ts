import { createHash } from "node:crypto";
import { type DatabaseHandle, schema } from "@ondine/server/db";
import { openTestDatabase, testEngines } from "@ondine/server/test-database";
import { demoSignIn } from "@ondine/server/tools-api";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";
import { type ActivityCounts, insertDemoData, isDatabaseEmpty } from "./insert-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

// The indexes of the tables themselves: the month partitions the monitoring history adds inherit theirs.
const indexesOf = async (database: DatabaseHandle) => {
  const { rows } = await database.db.execute<{ indexname: string; indexdef: string }>(
    sql`select i.indexname, i.indexdef
          from pg_indexes i
          join pg_class t on t.relname = i.tablename and t.relnamespace = current_schema()::regnamespace
         where i.schemaname = current_schema() and not t.relispartition
         order by i.indexname`,
  );
  return rows;
};

describe.each(testEngines)("insertDemoData on %s", (engine) => {
  // The demo set's shape at a sixth of its volume: the same code paths, a shorter test.
  const scale = { ...demoScales.demo, coupons: 3_000, guestUsers: 1_500, endUsers: 1_500 };
  const data = generateDemoData(demoCatalogue, 1, { now, scale });
  let database: DatabaseHandle;
  let indexesBefore: Awaited<ReturnType<typeof indexesOf>>;
  let counts: ActivityCounts;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    indexesBefore = await indexesOf(database);
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    counts = await insertDemoData(database.db, data, { publicUrl: "http://localhost:8080" });
  }, 120_000);
  afterAll(() => database?.close());

  it("writes the accounts with hashed passwords and the pending confirmation mail", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    const users = await database.db.select().from(schema.users).orderBy(schema.users.id);
    expect(users.map((user) => user.email)).toEqual(data.users.map((user) => user.email));
    const admin = users[0];
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin?.passwordHash).not.toContain(demoSignIn.password);
    const fresh = users.find((user) => user.email === "new@ondine.example");
    expect(fresh).toMatchObject({ passwordHash: null, confirmedAt: null });

    const [mail] = await database.db
      .select()
      .from(schema.outboxMessages)
      .where(eq(schema.outboxMessages.recipient, "new@ondine.example"));
    expect(mail?.bodyText).toContain("http://localhost:8080/account/password/create/");
  });

  it("writes every row of the year of activity and reports the counts", async () => {
    expect(counts.coupons).toBe(data.scale.coupons);
    const tables = {
      coupons: schema.coupons,
      guestUsers: schema.guestUsers,
      connectionCodes: schema.connectionCodes,
      purchases: schema.purchases,
      endUsers: schema.endUsers,
      maintenanceEvents: schema.maintenanceEvents,
      maintenanceInterventions: schema.maintenanceInterventions,
    } as const;
    for (const [name, table] of Object.entries(tables)) {
      const [written] = await database.db.select({ rows: count() }).from(table);
      expect(written?.rows, name).toBe(counts[name as keyof typeof tables]);
      expect(written?.rows, name).toBeGreaterThan(0);
    }
    const [offers] = await database.db.select({ rows: count() }).from(schema.offers);
    expect(offers?.rows).toBe(data.offers.length);
    const [assignments] = await database.db.select({ rows: count() }).from(schema.offerLocations);
    expect(assignments?.rows).toBe(data.offerLocations.length);
  });

  it("reads the rows back as generated", async () => {
    const [coupon] = await database.db.select().from(schema.coupons).where(eq(schema.coupons.id, 1));
    const [purchase] = await database.db.select().from(schema.purchases).where(eq(schema.purchases.id, 1));
    expect(coupon?.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(typeof purchase?.totalAmountTtc).toBe("number");
    const { rows } = await database.db.execute<{ currencies: number; devices: number }>(sql`
      select (select count(distinct currency) from purchases) as currencies,
             (select count(distinct device) from guest_users) as devices`);
    expect(rows).toEqual([{ currencies: 2, devices: 4 }]);
  });

  it("writes a plan for every floor, its digest that of its bytes", async () => {
    const plans = await database.db
      .select({ floorId: schema.floorPlans.floorId, image: schema.floorPlans.image, digest: schema.floorPlans.digest })
      .from(schema.floorPlans)
      .orderBy(schema.floorPlans.floorId);
    expect(plans.map((plan) => plan.floorId)).toEqual(data.floors.map((floor) => floor.id));
    for (const plan of plans.slice(0, 20)) {
      expect(createHash("sha256").update(plan.image).digest("hex")).toBe(plan.digest);
      expect(new TextDecoder().decode(plan.image)).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="1000" height="700"/,
      );
    }
  });

  it("writes the hotels' IoT, each past command with its site's collector", async () => {
    const tables = {
      rooms: schema.iotRooms,
      devices: schema.iotDevices,
      spares: schema.iotSpares,
      messages: schema.iotMessages,
      wlans: schema.iotSiteWlans,
      settings: schema.iotSiteSettings,
      commands: schema.iotCommands,
    } as const;
    // The residences' private SSIDs (generate-private-wifi.ts) join the hotels' networks.
    const others: Partial<Record<keyof typeof tables, number>> = { wlans: data.privateWifi.ssids.length };
    for (const [name, table] of Object.entries(tables)) {
      const [written] = await database.db.select({ rows: count() }).from(table);
      const key = name as keyof typeof tables;
      expect(written?.rows, name).toBe(data.iot[key].length + (others[key] ?? 0));
      expect(written?.rows, name).toBeGreaterThan(0);
    }
    const { rows } = await database.db.execute<{ without_collector: number; other_site: number; enabled: number }>(sql`
      select (select count(*)::integer from iot_commands where collector_id is null) as without_collector,
             (select count(*)::integer from iot_commands c
               where not exists (select 1 from collector_sites cs
                                  where cs.collector_id = c.collector_id and cs.site_id = c.site_id)) as other_site,
             (select count(*)::integer from iot_messages where is_enabled) as enabled`);
    expect(rows).toEqual([{ without_collector: 0, other_site: 0, enabled: data.iot.wlans.length / 2 - 1 }]);
    const [device] = await database.db
      .select()
      .from(schema.iotDevices)
      .where(eq(schema.iotDevices.serial, data.iot.devices[0]?.serial ?? ""));
    expect(device).toMatchObject(data.iot.devices[0] ?? {});
    const [room] = await database.db
      .insert(schema.iotRooms)
      .values({ siteId: data.iot.rooms[0]?.siteId ?? 0, name: "Suite ajoutée" })
      .returning({ id: schema.iotRooms.id });
    expect(room?.id).toBe(data.iot.rooms.length + 1);
  });

  it("writes the portal announcements, their locations and pictures, each picture's digest that of its bytes", async () => {
    const { announcements, locations, images } = data.announcements;
    const [written] = await database.db.select({ rows: count() }).from(schema.advertisements);
    expect(written?.rows).toBe(announcements.length);
    const [located] = await database.db.select({ rows: count() }).from(schema.advertisementLocations);
    expect(located?.rows).toBe(locations.length);
    const stored = await database.db.select().from(schema.advertisementImages);
    expect(stored.map((image) => image.digest).sort()).toEqual(images.map((image) => image.digest).sort());
    for (const image of stored) {
      expect(createHash("sha256").update(image.image).digest("hex")).toBe(image.digest);
      expect(image.byteSize).toBe(image.image.length);
    }
    const [first] = await database.db
      .select()
      .from(schema.advertisements)
      .where(eq(schema.advertisements.id, announcements[0]?.id ?? 0));
    expect(first).toMatchObject({ ...announcements[0] });
    if (!first) throw new Error("no announcement written");
    const { id: _chosen, ...copy } = first;
    const [later] = await database.db
      .insert(schema.advertisements)
      .values({ ...copy, imageDigest: null, imageName: null })
      .returning({ id: schema.advertisements.id });
    expect(later?.id).toBe(announcements.length + 1);
  });

  it("writes the support tickets, their conversations, files and history, each equipment found by its MAC", async () => {
    const { tickets, messages, attachments, history, files } = data.tickets;
    const tables = {
      tickets: [schema.tickets, tickets.length],
      messages: [schema.ticketMessages, messages.length],
      attachments: [schema.ticketAttachments, attachments.length],
      history: [schema.ticketHistory, history.length],
      files: [schema.ticketFiles, files.length],
    } as const;
    for (const [name, [table, expected]] of Object.entries(tables)) {
      const [written] = await database.db.select({ rows: count() }).from(table);
      expect(written?.rows, name).toBe(expected);
      expect(written?.rows, name).toBeGreaterThan(0);
    }
    const onEquipment = tickets.filter((ticket) => ticket.equipmentMac !== null);
    const { rows } = await database.db.execute<{
      id: number;
      mac: string;
      site_id: number;
      ticket_site_id: number;
    }>(sql`
      select t.id, e.mac, e.site_id, t.site_id as ticket_site_id
        from tickets t join equipment e on e.id = t.equipment_id order by t.id`);
    expect(rows.map((row) => [row.id, row.mac])).toEqual(onEquipment.map((ticket) => [ticket.id, ticket.equipmentMac]));
    for (const row of rows) expect(row.site_id).toBe(row.ticket_site_id);
    const { equipmentMac: _mac, ...first } = tickets[0] ?? { equipmentMac: null };
    const [stored] = await database.db
      .select()
      .from(schema.tickets)
      .where(eq(schema.tickets.id, tickets[0]?.id ?? 0));
    expect(stored).toMatchObject(first);
    for (const file of await database.db.select().from(schema.ticketFiles)) {
      expect(createHash("sha256").update(file.content).digest("hex")).toBe(file.digest);
    }
    const [later] = await database.db
      .insert(schema.ticketMessages)
      .values({ ticketId: tickets[0]?.id ?? 0, authorId: 1, body: "Ajouté après le seed" })
      .returning({ id: schema.ticketMessages.id });
    expect(later?.id).toBe(messages.length + 1);
  });

  it("leaves the indexes as the migrations made them", async () => {
    expect(await indexesOf(database)).toEqual(indexesBefore);
  });

  it("moves the identity sequences past the chosen ids", async () => {
    const [user] = await database.db
      .insert(schema.users)
      .values({ email: "later@ondine.example", firstName: "A", lastName: "B" })
      .returning({ id: schema.users.id });
    expect(user?.id).toBe(data.users.length + 1);
    const [event] = await database.db
      .insert(schema.maintenanceEvents)
      .values({
        kind: "study",
        state: "opened",
        criticality: "low",
        responsibility: "provider",
        typology: "Audit Wi-Fi",
        description: "Audit",
        organismId: 1,
        openedAt: now,
      })
      .returning({ id: schema.maintenanceEvents.id });
    expect(event?.id).toBe(counts.maintenanceEvents + 1);
  });
});
