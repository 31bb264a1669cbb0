import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { insertEquipment } from "../../test/equipment-factory";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { engineDependentEngines, openTestDatabase } from "../../test/test-database";

// Engine-dependent: migration 0011's triggers and the NOTIFY they send, which PGlite (one connection) and PostgreSQL (a listening client) deliver differently.
describe.each(engineDependentEngines)("equipment change triggers on %s", (engine) => {
  // Tests share the file's own database, which only its one test writes to: that test reads the whole
  // change log, so a second test would have to read only its own site's changes.
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(engine);
  });
  afterAll(() => handle.close());

  const changes = async () =>
    (
      await handle.db.execute<{ site_id: number; equipment_id: number }>(
        sql`select site_id, equipment_id from equipment_changes order by id`,
      )
    ).rows;

  it("records an insert, a drawn change, a delete, and not a change the map does not draw", async () => {
    const heard: string[] = [];
    const stop = await handle.listen("ondine_equipment", {
      onNotification: (payload) => heard.push(payload),
      onListening: () => {},
    });
    const organism = await insertOrganism(handle.db);
    const site = await insertSite(handle.db, { organismId: organism.id });
    const ap = await insertEquipment(handle.db, { siteId: site.id });
    await handle.db.execute(sql`update equipment set last_seen_at = now() where id = ${ap.id}`);
    await handle.db.execute(sql`update equipment set is_reachable = not is_reachable where id = ${ap.id}`);
    await handle.db.execute(sql`delete from equipment where id = ${ap.id}`);
    expect(await changes()).toEqual([
      { site_id: site.id, equipment_id: ap.id },
      { site_id: site.id, equipment_id: ap.id },
      { site_id: site.id, equipment_id: ap.id },
    ]);
    await expect.poll(() => heard.length).toBe(3);
    expect(heard.every((payload) => payload.endsWith(`:${site.id}`))).toBe(true);
    await stop();
  });
});
