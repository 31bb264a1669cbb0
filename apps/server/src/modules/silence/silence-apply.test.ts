import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { equipment, siteAvailabilityEvents } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { applySilenceWindows } from "./silence-apply";
import { at, dayMs, equipmentMuted, hourMs, minuteMs, siteMuted, useSilenceApp, windowOf } from "./silence-fixture";

describe.each(testEngines)("applying silence windows on %s", (engine) => {
  const t = useSilenceApp(engine);

  /** The minute's run (`silence.apply`) at the clock's now, over every site. */
  const applyNow = () => t.db.transaction((tx) => applySilenceWindows(tx, t.clock.now()));
  /** The site's availability events: whether each was recorded muted (docs/alerts.md#availability). */
  const availabilityMutedEvents = async () =>
    (
      await t.db
        .select({ muted: siteAvailabilityEvents.muted })
        .from(siteAvailabilityEvents)
        .where(eq(siteAvailabilityEvents.siteId, t.world.site.id))
        .orderBy(siteAvailabilityEvents.id)
    ).map((event) => event.muted);
  const siteEquipment = () => [t.world.hallAccessPoint.id, t.world.annexAccessPoint.id, t.world.switchUnplaced.id];
  const create = async (values: Record<string, unknown>) =>
    windowOf(
      await t.client.create(t.as.customer, {
        site_id: t.world.site.id,
        target: "site",
        starts_at: at(0),
        ends_at: at(2 * hourMs),
        ...values,
      }),
      201,
    );

  it("mutes a site and all its equipment while a site window is on, and clears both at its end", async () => {
    await create({ starts_at: at(hourMs), ends_at: at(3 * hourMs) });
    expect(await applyNow()).toEqual({ changedSiteIds: [] });
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);

    t.clock.advance(hourMs);
    expect(await applyNow()).toEqual({ changedSiteIds: [t.world.site.id] });
    expect(Object.values(await equipmentMuted(t.db, siteEquipment()))).toEqual([true, true, true]);
    expect(await siteMuted(t.db, t.world.site.id)).toBe(true);
    // Its availability was evaluated again in the same run: muted from now on.
    expect((await availabilityMutedEvents()).at(-1)).toBe(true);
    // Nothing changes while it lasts: the run writes nothing.
    t.clock.advance(minuteMs);
    expect(await applyNow()).toEqual({ changedSiteIds: [] });

    t.clock.advance(2 * hourMs);
    expect(await applyNow()).toEqual({ changedSiteIds: [t.world.site.id] });
    expect(Object.values(await equipmentMuted(t.db, siteEquipment()))).toEqual([false, false, false]);
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);
    expect((await availabilityMutedEvents()).at(-1)).toBe(false);
    // The other site and the other customer were never touched.
    expect(
      Object.values(await equipmentMuted(t.db, [t.world.otherSiteAccessPoint.id, t.world.theirAccessPoint.id])),
    ).toEqual([false, false]);
  });

  it("mutes only the building's equipment for a building window, and not the site", async () => {
    await create({ target: "building", building_id: t.world.hall.buildingId });
    expect(await equipmentMuted(t.db, siteEquipment())).toEqual({
      [t.world.hallAccessPoint.id]: true,
      [t.world.annexAccessPoint.id]: false,
      [t.world.switchUnplaced.id]: false,
    });
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);
  });

  it("mutes the pieces an equipment window names, beside a building window on the same site", async () => {
    await create({ target: "equipment", equipment_ids: [t.world.switchUnplaced.id] });
    await create({ target: "building", building_id: t.world.annex.buildingId, ends_at: at(hourMs) });
    expect(await equipmentMuted(t.db, siteEquipment())).toEqual({
      [t.world.hallAccessPoint.id]: false,
      [t.world.annexAccessPoint.id]: true,
      [t.world.switchUnplaced.id]: true,
    });
    // The building's window ends first: its equipment alone is unmuted.
    t.clock.advance(hourMs);
    await applyNow();
    expect(await equipmentMuted(t.db, siteEquipment())).toEqual({
      [t.world.hallAccessPoint.id]: false,
      [t.world.annexAccessPoint.id]: false,
      [t.world.switchUnplaced.id]: true,
    });
  });

  it("mutes a recurring window's site only during its occurrences", async () => {
    // Wednesdays and Fridays, 02:00 to 04:00 in Paris (00:00 to 02:00 UTC in summer), from Wednesday 17 June.
    await create({
      starts_at: "2026-06-17T02:00:00+02:00",
      ends_at: "2026-06-17T04:00:00+02:00",
      recurrence: { weekdays: [3, 5], until: "2026-07-31" },
    });
    const mutedAt = async (instant: string) => {
      t.clock.advance(new Date(instant).getTime() - t.clock.now().getTime());
      await applyNow();
      return siteMuted(t.db, t.world.site.id);
    };
    expect(await mutedAt("2026-06-16T23:59:00Z")).toBe(false);
    expect(await mutedAt("2026-06-17T00:00:00Z")).toBe(true);
    expect(await mutedAt("2026-06-17T01:59:00Z")).toBe(true);
    expect(await mutedAt("2026-06-17T02:00:00Z")).toBe(false);
    expect(await mutedAt("2026-06-18T00:30:00Z")).toBe(false);
    expect(await mutedAt("2026-06-19T00:30:00Z")).toBe(true);
    expect(await mutedAt("2026-06-20T00:30:00Z")).toBe(false);
    expect(await mutedAt("2026-06-24T01:00:00Z")).toBe(true);
    expect(Object.values(await equipmentMuted(t.db, siteEquipment()))).toEqual([true, true, true]);
    // After its last day, never again.
    expect(await mutedAt("2026-08-05T00:30:00Z")).toBe(false);
  });

  it("clears flags no window explains any more, and leaves sites without windows or flags alone", async () => {
    // A flag left by a window gone with its building, say.
    await t.db.update(equipment).set({ muted: true }).where(eq(equipment.id, t.world.otherSiteAccessPoint.id));
    expect(await applyNow()).toEqual({ changedSiteIds: [t.world.otherSite.id] });
    expect(await equipmentMuted(t.db, [t.world.otherSiteAccessPoint.id])).toEqual({
      [t.world.otherSiteAccessPoint.id]: false,
    });
  });

  it("applies a window's change to its own site only, at once", async () => {
    const window = await create({ ends_at: at(dayMs) });
    // A flag on another site, which the window's change does not look at.
    await t.db.update(equipment).set({ muted: true }).where(eq(equipment.id, t.world.otherSiteAccessPoint.id));
    windowOf(await t.client.end(t.as.customer, window.id));
    expect(await siteMuted(t.db, t.world.site.id)).toBe(false);
    expect(await equipmentMuted(t.db, [t.world.otherSiteAccessPoint.id])).toEqual({
      [t.world.otherSiteAccessPoint.id]: true,
    });
  });
});
