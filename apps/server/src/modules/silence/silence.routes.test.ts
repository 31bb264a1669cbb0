import type { SilenceWindowListAnswer } from "@ondine/domain";
import { asc, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, silenceWindows } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { at, dayMs, equipmentMuted, hourMs, minuteMs, siteMuted, useSilenceApp, windowOf } from "./silence-fixture";

const silenceActions = ["silence_window_created", "silence_window_ended", "silence_window_extended"];

describe.each(testEngines)("silent mode's calls on %s", (engine) => {
  const t = useSilenceApp(engine);

  const onSite = (values: Record<string, unknown> = {}) => ({
    site_id: t.world.site.id,
    target: "site",
    starts_at: at(0),
    ends_at: at(2 * hourMs),
    ...values,
  });
  const listOf = async (response: Awaited<ReturnType<typeof t.client.list>>) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SilenceWindowListAnswer>();
  };
  const auditRows = () =>
    t.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId, details: auditEvents.details })
      .from(auditEvents)
      .where(inArray(auditEvents.action, silenceActions))
      .orderBy(asc(auditEvents.id));
  const windowCount = async () => (await t.db.select({ id: silenceWindows.id }).from(silenceWindows)).length;

  it("creates a window on a whole site, named, audited, and mutes the site and its equipment at once", async () => {
    const window = windowOf(
      await t.client.create(t.as.customer, onSite({ reason: "planned_shutdown", note: "Coupure EDF" })),
      201,
    );
    expect(window).toMatchObject({
      site_id: t.world.site.id,
      site_name: "Le Phare",
      organism_name: "Hôtels du Port",
      target: "site",
      building_id: null,
      building_name: null,
      equipment: [],
      starts_at: at(0),
      ends_at: at(2 * hourMs),
      recurrence: null,
      rrule: null,
      reason: "planned_shutdown",
      note: "Coupure EDF",
      extensions: 0,
      ended_early_at: null,
      state: "current",
      next_occurrence: { starts_at: at(0), ends_at: at(2 * hourMs) },
      created_by: { id: t.world.customer.id, name: "Léa Martin" },
    });
    expect(await auditRows()).toEqual([
      {
        action: "silence_window_created",
        actorId: t.world.customer.id,
        details: expect.objectContaining({ silence_window_id: window.id, site_id: t.world.site.id, target: "site" }),
      },
    ]);
    const { hallAccessPoint, annexAccessPoint, switchUnplaced, otherSiteAccessPoint } = t.world;
    expect(
      await equipmentMuted(t.db, [hallAccessPoint.id, annexAccessPoint.id, switchUnplaced.id, otherSiteAccessPoint.id]),
    ).toEqual({
      [hallAccessPoint.id]: true,
      [annexAccessPoint.id]: true,
      [switchUnplaced.id]: true,
      [otherSiteAccessPoint.id]: false,
    });
    expect(await siteMuted(t.db, t.world.site.id)).toBe(true);
    expect(await siteMuted(t.db, t.world.otherSite.id)).toBe(false);
  });

  it("names the building, and the equipment by MAC and tag", async () => {
    const building = windowOf(
      await t.client.create(t.as.customer, onSite({ target: "building", building_id: t.world.hall.buildingId })),
      201,
    );
    expect(building).toMatchObject({ target: "building", building_id: t.world.hall.buildingId, building_name: "Hall" });
    const pieces = windowOf(
      await t.client.create(
        t.as.customer,
        onSite({
          target: "equipment",
          equipment_ids: [t.world.switchUnplaced.id, t.world.hallAccessPoint.id, t.world.switchUnplaced.id],
        }),
      ),
      201,
    );
    expect(pieces.equipment).toEqual(
      [
        { id: t.world.hallAccessPoint.id, mac: t.world.hallAccessPoint.mac, tag: "AP-HALL" },
        { id: t.world.switchUnplaced.id, mac: t.world.switchUnplaced.mac, tag: "SW-1" },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it("keeps a weekly recurrence as the form gave it, with its rule", async () => {
    const window = windowOf(
      await t.client.create(
        t.as.customer,
        onSite({
          starts_at: "2026-06-17T02:00:00+02:00",
          ends_at: "2026-06-17T05:00:00+02:00",
          recurrence: { weekdays: [5, 3], until: "2026-07-31" },
        }),
      ),
      201,
    );
    expect(window).toMatchObject({
      recurrence: { weekdays: [3, 5], until: "2026-07-31" },
      rrule: "DTSTART:20260617T020000\nRRULE:FREQ=WEEKLY;BYDAY=WE,FR;UNTIL=20260731T235959",
      state: "planned",
      next_occurrence: { starts_at: "2026-06-17T00:00:00.000Z", ends_at: "2026-06-17T03:00:00.000Z" },
    });
    // Planned: nothing muted yet.
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);
  });

  it.each([
    ["an end before the start", { ends_at: at(-minuteMs) }, { ends_at: ["silentMode.errors.ends_before_start"] }],
    [
      "a start ten minutes past",
      { starts_at: at(-10 * minuteMs) },
      { starts_at: ["silentMode.errors.starts_in_past"] },
    ],
    ["an end 31 days ahead", { ends_at: at(31 * dayMs) }, { ends_at: ["silentMode.errors.too_far_ahead"] }],
    [
      "a series past 365 days",
      { recurrence: { weekdays: [2], until: "2027-06-30" } },
      { "recurrence.until": ["silentMode.errors.series_too_long"] },
    ],
    [
      "a last day before the start",
      { starts_at: at(dayMs), ends_at: at(dayMs + hourMs), recurrence: { weekdays: [3], until: "2026-06-16" } },
      { "recurrence.until": ["silentMode.errors.until_before_start"] },
    ],
    [
      "an occurrence of 7 days",
      { ends_at: at(7 * dayMs), recurrence: { weekdays: [2], until: "2026-08-31" } },
      { ends_at: ["silentMode.errors.occurrence_too_long"] },
    ],
    [
      "a building target without its building",
      { target: "building" },
      { target: ["silentMode.errors.target_incomplete"] },
    ],
    [
      "an equipment target without equipment",
      { target: "equipment" },
      { target: ["silentMode.errors.target_incomplete"] },
    ],
  ])("refuses %s with the rule's code, and writes nothing", async (_, values, errors) => {
    const response = await t.client.create(t.as.customer, onSite(values));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: "INVALID_PARAMETERS", errors });
    expect(await windowCount()).toBe(0);
    expect(await auditRows()).toEqual([]);
  });

  it("takes an end exactly 30 days ahead", async () => {
    windowOf(await t.client.create(t.as.customer, onSite({ ends_at: at(30 * dayMs) })), 201);
  });

  it("refuses a building or equipment of another site: not_on_site", async () => {
    const foreignBuilding = await t.client.create(
      t.as.customer,
      onSite({ target: "building", building_id: t.world.theirBuilding.buildingId }),
    );
    expect(foreignBuilding.statusCode).toBe(422);
    expect(foreignBuilding.json()).toMatchObject({ errors: { building_id: ["silentMode.errors.not_on_site"] } });
    const otherSiteEquipment = await t.client.create(
      t.as.organismCustomer,
      onSite({ target: "equipment", equipment_ids: [t.world.hallAccessPoint.id, t.world.otherSiteAccessPoint.id] }),
    );
    expect(otherSiteEquipment.statusCode).toBe(422);
    expect(otherSiteEquipment.json()).toMatchObject({ errors: { equipment_ids: ["silentMode.errors.not_on_site"] } });
    // With a clock rule failing too, both are told at once.
    const both = await t.client.create(
      t.as.customer,
      onSite({ target: "equipment", equipment_ids: [t.world.theirAccessPoint.id], ends_at: at(40 * dayMs) }),
    );
    expect(both.json()).toMatchObject({
      errors: { equipment_ids: ["silentMode.errors.not_on_site"], ends_at: ["silentMode.errors.too_far_ahead"] },
    });
    expect(await windowCount()).toBe(0);
  });

  it("ends a current window now: past, flags cleared, audited; a second end is refused", async () => {
    const window = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    await t.later(30 * minuteMs);
    const ended = windowOf(await t.client.end(t.as.customer, window.id));
    expect(ended).toMatchObject({ state: "past", ended_early_at: at(30 * minuteMs), next_occurrence: null });
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);
    expect(Object.values(await equipmentMuted(t.db, [t.world.hallAccessPoint.id, t.world.switchUnplaced.id]))).toEqual([
      false,
      false,
    ]);
    expect((await auditRows()).map((row) => [row.action, row.details.silence_window_id])).toEqual([
      ["silence_window_created", window.id],
      ["silence_window_ended", window.id],
    ]);
    const again = await t.client.end(t.as.customer, window.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { _root: ["silentMode.errors.window_over"] } });
  });

  it("cancels a planned window", async () => {
    const window = windowOf(
      await t.client.create(t.as.customer, onSite({ starts_at: at(dayMs), ends_at: at(2 * dayMs) })),
      201,
    );
    expect(window.state).toBe("planned");
    const cancelled = windowOf(await t.client.end(t.as.customer, window.id));
    expect(cancelled).toMatchObject({ state: "past", ended_early_at: at(0), next_occurrence: null });
    expect((await listOf(await t.client.list(t.as.customer, "?state=past"))).items.map((item) => item.id)).toEqual([
      window.id,
    ]);
  });

  it("extends a window, counting each extension, audited with the previous end", async () => {
    const window = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    const once = windowOf(await t.client.extend(t.as.customer, window.id, at(5 * hourMs)));
    expect(once).toMatchObject({ ends_at: at(5 * hourMs), extensions: 1, state: "current" });
    const twice = windowOf(await t.client.extend(t.as.organismCustomer, window.id, at(30 * dayMs)));
    expect(twice).toMatchObject({ ends_at: at(30 * dayMs), extensions: 2 });
    const extensions = (await auditRows()).filter((row) => row.action === "silence_window_extended");
    expect(extensions.map((row) => [row.details.previous_ends_at, row.details.ends_at])).toEqual([
      [at(2 * hourMs), at(5 * hourMs)],
      [at(5 * hourMs), at(30 * dayMs)],
    ]);
  });

  it.each([
    ["31 days ahead", at(31 * dayMs), { ends_at: ["silentMode.errors.too_far_ahead"] }],
    ["not later than its end", at(hourMs), { ends_at: ["silentMode.errors.extend_not_later"] }],
  ])("refuses an extension %s", async (_, endsAt, errors) => {
    const window = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    const response = await t.client.extend(t.as.customer, window.id, endsAt);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors });
    expect((await listOf(await t.client.list(t.as.customer))).items[0]).toMatchObject({
      extensions: 0,
      ends_at: at(2 * hourMs),
    });
  });

  it("refuses to extend a recurring window, or one already over", async () => {
    const recurring = windowOf(
      await t.client.create(t.as.customer, onSite({ recurrence: { weekdays: [2, 4], until: "2026-07-31" } })),
      201,
    );
    const refused = await t.client.extend(t.as.customer, recurring.id, at(3 * hourMs));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { ends_at: ["silentMode.errors.recurring_not_extended"] } });
    const single = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    await t.later(3 * hourMs);
    const over = await t.client.extend(t.as.customer, single.id, at(6 * hourMs));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { _root: ["silentMode.errors.window_over"] } });
  });

  it("lists current windows first, then planned, then past, newest first, on the caller's sites only", async () => {
    const planned = windowOf(
      await t.client.create(
        t.as.organismCustomer,
        onSite({
          target: "building",
          building_id: t.world.hall.buildingId,
          starts_at: at(dayMs),
          ends_at: at(2 * dayMs),
        }),
      ),
      201,
    );
    const past = windowOf(await t.client.create(t.as.organismCustomer, onSite()), 201);
    windowOf(await t.client.end(t.as.organismCustomer, past.id));
    const current = windowOf(
      await t.client.create(t.as.organismCustomer, onSite({ site_id: t.world.otherSite.id, ends_at: at(hourMs) })),
      201,
    );
    const theirs = windowOf(await t.client.create(t.as.theirCustomer, onSite({ site_id: t.world.theirSite.id })), 201);

    const all = await listOf(await t.client.list(t.as.organismCustomer));
    expect(all.items.map((item) => [item.id, item.state])).toEqual([
      [current.id, "current"],
      [planned.id, "planned"],
      [past.id, "past"],
    ]);
    expect(all).toMatchObject({ current_page: 1, total_pages: 1 });
    expect((await listOf(await t.client.list(t.as.organismCustomer, "?state=planned"))).items.map((i) => i.id)).toEqual(
      [planned.id],
    );
    expect(
      (await listOf(await t.client.list(t.as.organismCustomer, `?site_id=${t.world.site.id}`))).items.map((i) => i.id),
    ).toEqual([planned.id, past.id]);
    // The site's holder does not see the organism's other site; another customer sees nothing of ours.
    expect((await listOf(await t.client.list(t.as.customer))).items.map((i) => i.id)).toEqual([planned.id, past.id]);
    expect((await listOf(await t.client.list(t.as.theirCustomer))).items.map((i) => i.id)).toEqual([theirs.id]);
    expect((await listOf(await t.client.list(t.as.theirCustomer, `?site_id=${t.world.site.id}`))).items).toEqual([]);
    // The support desk sees every customer's.
    expect(new Set((await listOf(await t.client.list(t.as.desk))).items.map((i) => i.id))).toEqual(
      new Set([current.id, planned.id, past.id, theirs.id]),
    );
  });

  it("pages past windows after the others", async () => {
    const created = [];
    for (let index = 0; index < 27; index++) {
      created.push(windowOf(await t.client.create(t.as.customer, onSite({ starts_at: at(index * minuteMs) })), 201));
      t.clock.advance(minuteMs);
    }
    for (const window of created.slice(0, 25)) windowOf(await t.client.end(t.as.customer, window.id));
    const first = await listOf(await t.client.list(t.as.customer));
    expect(first).toMatchObject({ current_page: 1, total_pages: 2 });
    expect(first.items.map((item) => item.id)).toEqual([
      created[26]?.id,
      created[25]?.id,
      ...created
        .slice(0, 25)
        .reverse()
        .slice(0, 23)
        .map((window) => window.id),
    ]);
    const second = await listOf(await t.client.list(t.as.customer, "?page=2"));
    expect(second.items.map((item) => item.id)).toEqual([created[1]?.id, created[0]?.id]);
  });

  it("answers 404 for another customer's window or site, and for a site outside a holder's scope", async () => {
    const ours = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    expect((await t.client.end(t.as.theirCustomer, ours.id)).statusCode).toBe(404);
    expect((await t.client.extend(t.as.theirCustomer, ours.id, at(3 * hourMs))).statusCode).toBe(404);
    expect((await t.client.create(t.as.theirCustomer, onSite())).statusCode).toBe(404);
    // Our organism's other site is not the site holder's.
    expect((await t.client.create(t.as.customer, onSite({ site_id: t.world.otherSite.id }))).statusCode).toBe(404);
    expect(await t.client.end(t.as.customer, 2_000_000)).toMatchObject({ statusCode: 404 });
    const after = (await listOf(await t.client.list(t.as.customer))).items;
    expect(after).toMatchObject([{ id: ours.id, state: "current", extensions: 0 }]);
    expect(await windowCount()).toBe(1);
  });

  it("lets the support desk act on any customer's site", async () => {
    const theirs = windowOf(await t.client.create(t.as.desk, onSite({ site_id: t.world.theirSite.id })), 201);
    expect(theirs.created_by).toEqual({ id: t.world.desk.id, name: "Hugo Moreau" });
    windowOf(await t.client.extend(t.as.desk, theirs.id, at(4 * hourMs)));
    windowOf(await t.client.end(t.as.desk, theirs.id));
  });

  it("answers 403 to an account without the silent_mode role", async () => {
    const window = windowOf(await t.client.create(t.as.customer, onSite()), 201);
    const refused = [
      await t.client.list(t.as.withoutSilentMode),
      await t.client.create(t.as.withoutSilentMode, onSite()),
      await t.client.end(t.as.withoutSilentMode, window.id),
      await t.client.extend(t.as.withoutSilentMode, window.id, at(3 * hourMs)),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await windowCount()).toBe(1);
  });
});
