import { type DatabaseHandle, schema } from "@ondine/server/db";
import { openTestDatabase, testEngines } from "@ondine/server/test-database";
import { count, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoCatalogue } from "./demo-catalogue";
import { demoScales } from "./demo-scale";
import { generateDemoData } from "./generate-demo-data";
import { residenceSsid } from "./generate-private-wifi";
import { type DemoCounts, insertDemoData } from "./insert-demo-data";

const now = new Date("2026-11-20T10:00:00.000Z");

// Tests share one seeded database: they read it, and the last adds rows after them.
describe.each(testEngines)("the seed's private Wi-Fi spaces on %s", (engine) => {
  // The demo's locations, accounts and hotel IoT, with little activity and no traffic history: what these rows rest on.
  const scale = { ...demoScales.demo, coupons: 300, guestUsers: 150, endUsers: 150, monitoringHistory: false };
  const data = generateDemoData(demoCatalogue, 1, { now, scale });
  const { ssids, imports, spaces, devices } = data.privateWifi;
  let database: DatabaseHandle;
  let counts: DemoCounts;
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    counts = await insertDemoData(database.db, data, { publicUrl: "http://localhost:8080" });
  }, 120_000);
  afterAll(() => database?.close());

  it("writes every space, device and import, and reports their counts", async () => {
    expect(counts.privateWifi).toEqual({ spaces: spaces.length, devices: devices.length, imports: imports.length });
    const tables = [
      [schema.privateSpaces, spaces.length],
      [schema.privateSpaceDevices, devices.length],
      [schema.privateSpaceImports, imports.length],
    ] as const;
    for (const [table, expected] of tables) {
      const [written] = await database.db.select({ rows: count() }).from(table);
      expect(written?.rows).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
    const { rows } = await database.db.execute<{ count: number }>(
      sql`select count(*)::integer as count from private_spaces where import_id is not null`,
    );
    expect(rows).toEqual([{ count: imports[0]?.created }]);
  });

  it("gives every site with spaces its private SSID, the residences' written with their spaces", async () => {
    const { rows } = await database.db.execute<{ site_id: number; ssid: string | null }>(sql`
      select s.site_id, w.ssid
        from (select distinct site_id from private_spaces) s
        left join iot_site_wlans w on w.site_id = s.site_id and w.name = 'RAN'
       order by s.site_id`);
    expect(rows.length).toBeGreaterThan(ssids.length);
    expect(rows.filter((row) => row.ssid === null)).toEqual([]);
    const residenceSites = new Set(ssids.map((wlan) => wlan.siteId));
    expect(rows.filter((row) => residenceSites.has(Number(row.site_id))).map((row) => row.ssid)).toEqual(
      ssids.map(() => residenceSsid),
    );
  });

  it("links each hotel room's space with the room's own key", async () => {
    const { rows } = await database.db.execute<{ linked: number; same_key: number; same_site: number }>(sql`
      select count(*)::integer as linked,
             count(*) filter (where r.psk = p.psk)::integer as same_key,
             count(*) filter (where r.site_id = p.site_id)::integer as same_site
        from private_spaces p join iot_rooms r on r.id = p.iot_room_id`);
    const linked = spaces.filter((space) => space.iotRoomId !== null).length;
    expect(linked).toBeGreaterThan(0);
    expect(rows).toEqual([{ linked, same_key: linked, same_site: linked }]);
  });

  it("moves the identity sequences past the chosen ids", async () => {
    const siteId = spaces[0]?.siteId ?? 0;
    const [csv] = await database.db
      .insert(schema.privateSpaceImports)
      .values({ siteId, fileName: "nouveaux-residents.csv", created: 1 })
      .returning({ id: schema.privateSpaceImports.id });
    expect(csv?.id).toBe(imports.length + 1);
    const [space] = await database.db
      .insert(schema.privateSpaces)
      .values({ siteId, name: "Chambre ajoutée", nameKey: "chambre ajoutee", psk: "ajouteeA2345" })
      .returning({ id: schema.privateSpaces.id });
    expect(space?.id).toBe(spaces.length + 1);
  });
});
