import type { UsersPage } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db";
import { signInAs, type TestSession } from "../../test/sessions";
import { insertTenancyFixture, type TenancyFixture } from "../../test/tenancy-fixture";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase, testEngines } from "../../test/test-database";
import { insertUser } from "../../test/user-factory";

describe.each(testEngines)("GET /api/users on %s", (engine) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let world: TenancyFixture;
  let manager: TestSession;
  let admin: TestSession;

  // Tests share the tenancy fixture and its two extra accounts, built once: every test only reads the list, so its counts hold in any order.
  beforeAll(async () => {
    database = await openTestDatabase(engine);
    app = buildTestApp(database);
    world = await insertTenancyFixture(database.db);
    await insertUser(database.db, {
      email: "zoe.unconfirmed@example.test",
      firstName: "Zoé",
      lastName: "Berger",
      confirmed: false,
      locations: [{ type: "Organism", id: world.hotels.id }],
    });
    await insertUser(database.db, {
      lastName: "Ancien",
      deleted: true,
      locations: [{ type: "Site", id: world.hotelSites[1].id }],
    });
    manager = await signInAs(app, world.manager);
    admin = await signInAs(app, world.admin);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const list = async (session: TestSession, query = "") => {
    const response = await app.inject({ method: "GET", url: `/api/users${query}`, headers: session.headers });
    expect(response.statusCode).toBe(200);
    return response.json<UsersPage>();
  };

  it("lists the accounts of the manager's tenancy by last name, with the page counts", async () => {
    const page = await list(manager);
    expect(page.users.map((user) => user.last_name)).toEqual(["Ancien", "Berger", "Hotel", "Manager", "Operator"]);
    expect(page).toMatchObject({ current_page: 1, total_pages: 1, total_count: 5 });
    const hotel = page.users.find((user) => user.last_name === "Hotel");
    expect(hotel).toMatchObject({
      email: world.hotelUser.email,
      state: "confirmed",
      locations: [{ location_type: "Site", location_id: world.hotelSites[0].id, name: world.hotelSites[0].name }],
      site_names: [world.hotelSites[0].name],
    });
    expect(hotel).not.toHaveProperty("password_hash");
  });

  it("lists every account for an admin", async () => {
    const page = await list(admin);
    expect(page.total_count).toBe(7);
    expect(page.users.map((user) => user.last_name)).toContain("Campsite");
  });

  it("searches names and emails, whatever the case, wildcards taken literally", async () => {
    expect((await list(manager, "?search=oper")).users.map((user) => user.last_name)).toEqual(["Operator"]);
    expect((await list(manager, "?search=ZOE.UNCONF")).users.map((user) => user.last_name)).toEqual(["Berger"]);
    expect((await list(manager, "?search=Zoé%20Ber")).total_count).toBe(1);
    expect((await list(manager, "?search=%25")).total_count).toBe(0);
    // The campsite's account is not found, even by its exact address.
    expect((await list(manager, `?search=${world.campsiteUser.email}`)).total_count).toBe(0);
  });

  it("filters by state", async () => {
    expect((await list(manager, "?state=unconfirmed")).users.map((user) => user.last_name)).toEqual(["Berger"]);
    expect((await list(manager, "?state=deactivated")).users.map((user) => user.state)).toEqual(["deactivated"]);
    expect((await list(manager, "?state=confirmed")).total_count).toBe(3);
  });

  it("pages", async () => {
    const second = await list(manager, "?per_page=2&page=2");
    expect(second.users.map((user) => user.last_name)).toEqual(["Hotel", "Manager"]);
    expect(second).toMatchObject({ current_page: 2, total_pages: 3, total_count: 5 });
    expect((await list(manager, "?per_page=2&page=9")).users).toEqual([]);
  });

  it("refuses more than 100 a page and unknown states (422)", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/users?per_page=101&state=x",
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ per_page: ["formErrors.invalid"], state: ["formErrors.invalid"] });
  });

  it("answers 401 anonymous and 403 to those who do not manage accounts", async () => {
    expect((await app.inject({ method: "GET", url: "/api/users" })).statusCode).toBe(401);
    const operator = await signInAs(app, world.operator);
    const response = await app.inject({ method: "GET", url: "/api/users", headers: operator.headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe("NOT_ALLOWED");
  });
});
