import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appErrorFromDatabaseError, findPostgresErrorReport } from "../errors/database-error";
import { insertOrganism } from "../test/organism-factory";
import { insertSite } from "../test/site-factory";
import { openTestDatabase, testEngines } from "../test/test-database";
import { type Database, type DatabaseHandle, schema } from "./index";
import { containsPattern } from "./like-pattern";

const at = (iso: string) => new Date(iso);

/** One row in each table the search proxy reads, linked together; returns what was written. */
async function insertOneOfEach(db: Database) {
  const organism = await insertOrganism(db, { kind: "student_residence" });
  const site = await insertSite(db, { organismId: organism.id });
  const [offer] = await db
    .insert(schema.offers)
    .values({
      id: 597,
      name: "Gratuit 7 jours",
      durationValue: 7,
      durationUnit: "day",
      price: 0,
      preTaxPrice: 0,
      currency: "eur",
      maxUsage: 1,
    })
    .returning();
  const [offerLocation] = await db.insert(schema.offerLocations).values({ offerId: 597, siteId: site.id }).returning();
  const [coupon] = await db
    .insert(schema.coupons)
    .values({
      code: "AB3KZ9QX",
      correlationId: "0b6f1f9c-3c55-4b8e-9a57-2f1f6f3f7a10",
      creatorId: 4,
      creatorType: "CenterUser",
      organismId: organism.id,
      siteId: site.id,
      couponDefId: 597,
      description: "Séminaire de rentrée",
      startsAt: at("2026-09-01T08:00:00.000Z"),
      endsAt: at("2026-09-08T08:00:00.000Z"),
      duration: 604_800,
      maxUsage: 1,
      firstProvisioningDate: at("2026-09-02T10:15:30.123Z"),
      provisioningsCount: 2,
    })
    .returning();
  if (!coupon) throw new Error("no coupon returned");
  const [connectionCode] = await db
    .insert(schema.connectionCodes)
    .values({
      couponId: coupon.id,
      code: coupon.code,
      email: "lea.martin@etu.example",
      firstName: "Léa",
      lastName: "Martin",
      residentId: "R-2026-0042",
      organismId: organism.id,
      siteId: site.id,
      usedAt: at("2026-09-02T10:15:30.123Z"),
    })
    .returning();
  const [purchase] = await db
    .insert(schema.purchases)
    .values({
      reference: "PAY-2026-000001",
      organismId: organism.id,
      siteId: site.id,
      offerId: 597,
      offerName: "Gratuit 7 jours",
      totalAmountTtc: 14.9,
      totalAmountHt: 12.42,
      currency: "gbp",
      purchaseDate: at("2026-09-03T19:45:00.000Z"),
      succeeded: true,
      email: "guest@mail.example",
    })
    .returning();
  const [guestUser] = await db
    .insert(schema.guestUsers)
    .values({
      organismId: organism.id,
      siteId: site.id,
      email: "guest@mail.example",
      firstName: "Oliver",
      lastName: "Smith",
      newsletter: true,
      country: "GB",
      language: "en",
      browserName: "Safari",
      osName: "iOS",
      device: "mobile",
      roomNumber: "214",
    })
    .returning();
  const [endUser] = await db
    .insert(schema.endUsers)
    .values({ organismId: organism.id, siteId: site.id, device: "tablet", country: null, couponId: coupon.id })
    .returning();
  const [event] = await db
    .insert(schema.maintenanceEvents)
    .values({
      kind: "incident",
      state: "opened",
      criticality: "major",
      responsibility: "third_party",
      typology: "Coupure fibre",
      description: "Lien fibre opérateur coupé",
      organismId: organism.id,
      siteId: site.id,
      ticketId: "TCK-1042",
      openedAt: at("2026-09-04T06:00:00.000Z"),
    })
    .returning();
  if (!event) throw new Error("no event returned");
  const [intervention] = await db
    .insert(schema.maintenanceInterventions)
    .values({
      eventId: event.id,
      interventionDate: at("2026-09-05T09:00:00.000Z"),
      state: "planned",
      typology: "wiby",
      hotspot: "AP-B2-03",
      organismId: organism.id,
      siteId: site.id,
    })
    .returning();
  return { offer, offerLocation, coupon, connectionCode, purchase, guestUser, endUser, event, intervention };
}

describe.each(testEngines)("the search entities on %s", (engine) => {
  let database: DatabaseHandle;
  let written: Awaited<ReturnType<typeof insertOneOfEach>>;
  // Tests share the one row of each table written here: every write a test tries is refused (which it asserts), so each test reads those rows as written.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    written = await insertOneOfEach(database.db);
  }, 60_000);
  afterAll(() => database?.close());

  it("reads back every table's row with the values written and JS types", async () => {
    const { db } = database;
    const read = async <T>(rows: Promise<T[]>) => (await rows)[0];
    expect(await read(db.select().from(schema.offers))).toEqual(written.offer);
    expect(written.offer).toMatchObject({ price: 0, maxUsage: 1, hardlimit: false, durationLimitMonth: null });
    expect(await read(db.select().from(schema.offerLocations))).toEqual(written.offerLocation);
    expect(await read(db.select().from(schema.coupons))).toEqual(written.coupon);
    expect(written.coupon).toMatchObject({
      withRanAccess: false,
      disabledAt: null,
      firstProvisioningDate: at("2026-09-02T10:15:30.123Z"),
    });
    expect(typeof written.coupon.id).toBe("number");
    expect(await read(db.select().from(schema.connectionCodes))).toEqual(written.connectionCode);
    expect(await read(db.select().from(schema.purchases))).toEqual(written.purchase);
    expect(written.purchase).toMatchObject({ totalAmountTtc: 14.9, totalAmountHt: 12.42, currency: "gbp" });
    expect(await read(db.select().from(schema.guestUsers))).toEqual(written.guestUser);
    expect(await read(db.select().from(schema.endUsers))).toEqual(written.endUser);
    expect(written.endUser).toMatchObject({ device: "tablet", country: null, email: null });
    expect(await read(db.select().from(schema.maintenanceEvents))).toEqual(written.event);
    expect(await read(db.select().from(schema.maintenanceInterventions))).toEqual(written.intervention);
  });

  it("finds codes, e-mails and names by a piece from inside, case-insensitively", async () => {
    const { db } = database;
    const codes = await db
      .select({ code: schema.coupons.code })
      .from(schema.coupons)
      .where(sql`${schema.coupons.code} ilike ${containsPattern("b3kz")}`);
    expect(codes).toEqual([{ code: "AB3KZ9QX" }]);
    const twoLetters = await db.execute(sql`select code from coupons where code ilike '%AB%'`);
    expect(twoLetters.rows).toEqual([{ code: "AB3KZ9QX" }]);
    const residents = await db.execute(
      sql`select last_name from connection_codes where email ilike '%etu.exa%' and last_name ilike '%arti%'`,
    );
    expect(residents.rows).toEqual([{ last_name: "Martin" }]);
    const guests = await db.execute(sql`select email from guest_users where last_name ilike '%MIT%'`);
    expect(guests.rows).toEqual([{ email: "guest@mail.example" }]);
  });

  it("answers infix searches from the trigram indexes, on the lower-case copies the search reads", async () => {
    const plan = await database.db.transaction(async (tx) => {
      // One row: without this the planner rightly prefers reading the table.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ "QUERY PLAN": string }>(
        sql`explain select id from coupons where code_folded like lower('%B3KZ%')`,
      );
      return rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("coupons_code_folded_trgm_idx");
  });

  it("reports a second coupon with the same code as a taken code field", async () => {
    const { coupon } = written;
    const duplicate = database.db.insert(schema.coupons).values({
      ...coupon,
      id: undefined,
      correlationId: "5d3c1a2b-0e4f-4a6b-8c9d-0e1f2a3b4c5d",
    });
    const error = await duplicate.then(
      () => undefined,
      (failure: unknown) => failure,
    );
    expect(error).toBeDefined();
    const answer = appErrorFromDatabaseError(error);
    expect(answer?.code).toBe("INVALID_PARAMETERS");
    expect(answer?.errors).toEqual({ code: ["formErrors.taken"] });
    const [{ count } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)` })
      .from(schema.coupons)
      .where(eq(schema.coupons.code, coupon.code));
    expect(count).toBe(1);
  });

  it("refuses values outside the SPEC lists and a location-less offer assignment", async () => {
    const { db } = database;
    const sqlStateOf = (write: Promise<unknown>) =>
      write.then(
        () => "accepted",
        (error: unknown) => findPostgresErrorReport(error)?.code,
      );
    const checkViolation = "23514";
    const kind = db.execute(sql`update maintenance_events set kind = 'outage' where id = ${written.event.id}`);
    expect(await sqlStateOf(kind)).toBe(checkViolation);
    expect(await sqlStateOf(db.insert(schema.offerLocations).values({ offerId: 597 }))).toBe(checkViolation);
    expect(await sqlStateOf(db.execute(sql`update guest_users set country = 'fr'`))).toBe(checkViolation);
  });
});
