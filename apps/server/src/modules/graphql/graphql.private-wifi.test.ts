import { privateWifiErrors } from "@ondine/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { iotCommands, privateSpaces } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertPrivateSpace, insertPrivateSsid } from "../../test/private-wifi-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf } from "./graphql-test-setup";

// docs/private-wifi.md#calls: GraphQL has the /ran calls, with their rights and scope, and no key.

const now = new Date("2026-06-16T08:00:00.000Z");

const spaceFields = `id siteId name comment state expiresOn roomId couponId devicesCount keyChangedAt
  push { state attempts failure }`;

type SpaceNode = {
  id: string;
  siteId: string;
  name: string;
  comment: string;
  state: string;
  expiresOn: string | null;
  keyChangedAt: string;
  push: { state: string; attempts: number; failure: string | null };
};

type Answer<Data> = {
  data?: Data | null;
  errors?: { message: string; extensions?: { code?: string; errors?: Record<string, string[]> } }[];
};

describe.each(testEngines)("private Wi-Fi spaces through GraphQL on %s", (engine) => {
  const t = useTestApp(engine, { now });

  /** A hotel with a private SSID and its ran-and-api manager; an api-only account; another customer's space. */
  async function world() {
    const hotels = await insertOrganism(t.db, { kind: "hotel_chain" });
    const hotel = await insertSite(t.db, { organismId: hotels.id, name: "Le Quai" });
    await insertPrivateSsid(t.db, hotel.id);
    const rivals = await insertOrganism(t.db, { kind: "student_residence" });
    const rivalSite = await insertSite(t.db, { organismId: rivals.id });
    await insertPrivateSsid(t.db, rivalSite.id);
    const rivalSpace = await insertPrivateSpace(t.db, rivalSite.id, { name: "Studio 4" });
    const onHotels = [{ type: "Organism" as const, id: hotels.id }];
    const manager = await insertUser(t.db, { roles: ["api", "ran"], locations: onHotels });
    const apiOnly = await insertUser(t.db, { roles: ["api"], locations: onHotels });
    return {
      hotel,
      rivalSite,
      rivalSpace,
      managerToken: await apiTokenOf(t.app, manager),
      apiOnlyToken: await apiTokenOf(t.app, apiOnly),
    };
  }

  const ask = async <Data>(token: string, query: string, variables: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { "x-api-token": token, "content-type": "application/json" },
      payload: JSON.stringify({ query, variables }),
    });
    return response.json<Answer<Data>>();
  };
  const codesOf = (answer: Answer<unknown>) => answer.errors?.map((error) => error.extensions?.code);

  const create = `mutation Create($input: CreatePrivateSpaceInput!) { createPrivateSpace(input: $input) { ${spaceFields} } }`;
  const update = `mutation Update($id: ID!, $input: UpdatePrivateSpaceInput!) {
    updatePrivateSpace(id: $id, input: $input) { ${spaceFields} } }`;
  const reset = `mutation Reset($id: ID!) { resetPrivateSpaceKey(id: $id) { ${spaceFields} } }`;
  const remove = "mutation Delete($id: ID!) { deletePrivateSpace(id: $id) }";
  const one = `query One($id: ID!) { privateSpace(id: $id) { ${spaceFields} } }`;
  const page = `query Page($site: ID!, $q: String, $state: PrivateSpaceState, $page: Int) {
    site(id: $site) { privateSpaces(q: $q, state: $state, page: $page) {
      totalCount currentPage totalPages nodes { id name state }
      figures { ssid keyLimit keysInUse active expired waiting failed } } } }`;

  it("creates, lists, reads, changes, resets and deletes a space, as the /ran calls do", async () => {
    const { hotel, managerToken: token } = await world();
    const created = await ask<{ createPrivateSpace: SpaceNode }>(token, create, {
      input: { siteId: String(hotel.id), name: "Chambre 12", comment: "Vue mer", expiresOn: "2026-09-30" },
    });
    expect(created.errors).toBeUndefined();
    const space = created.data?.createPrivateSpace;
    expect(space).toMatchObject({
      siteId: String(hotel.id),
      name: "Chambre 12",
      comment: "Vue mer",
      state: "ACTIVE",
      expiresOn: "2026-09-30",
      push: { state: "WAITING", attempts: 1, failure: null },
    });
    const id = space?.id;
    const [row] = await t.db
      .select()
      .from(privateSpaces)
      .where(eq(privateSpaces.id, Number(id)));
    expect(row?.pushCommandId).not.toBeNull();

    const listed = await ask<{ site: { privateSpaces: Record<string, unknown> } }>(token, page, {
      site: String(hotel.id),
      q: "chambre",
      state: "ACTIVE",
    });
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.site.privateSpaces).toEqual({
      totalCount: 1,
      currentPage: 1,
      totalPages: 1,
      nodes: [{ id, name: "Chambre 12", state: "ACTIVE" }],
      figures: {
        ssid: `Prive-${hotel.id}`,
        keyLimit: 5000,
        keysInUse: 1,
        active: 1,
        expired: 0,
        waiting: 1,
        failed: 0,
      },
    });
    expect((await ask<{ privateSpace: SpaceNode }>(token, one, { id })).data?.privateSpace).toEqual(space);

    // A field left out keeps its value; null clears the expiry.
    const changed = await ask<{ updatePrivateSpace: SpaceNode }>(token, update, {
      id,
      input: { name: "Chambre 14", expiresOn: null },
    });
    expect(changed.data?.updatePrivateSpace).toMatchObject({ name: "Chambre 14", comment: "Vue mer", expiresOn: null });

    t.clock.advance(60_000);
    const renewed = await ask<{ resetPrivateSpaceKey: SpaceNode }>(token, reset, { id });
    expect(renewed.data?.resetPrivateSpaceKey.keyChangedAt).toBe(t.clock.now().toISOString());
    const [afterReset] = await t.db
      .select()
      .from(privateSpaces)
      .where(eq(privateSpaces.id, Number(id)));
    expect(afterReset?.psk).not.toBe(row?.psk);

    expect((await ask<{ deletePrivateSpace: string }>(token, remove, { id })).data?.deletePrivateSpace).toBe(id);
    expect(codesOf(await ask(token, one, { id }))).toEqual(["NOT_FOUND"]);
    const pushes = await t.db
      .select()
      .from(iotCommands)
      .where(and(eq(iotCommands.siteId, hotel.id), eq(iotCommands.kind, "private_keys")))
      .orderBy(iotCommands.id);
    expect(pushes.map((push) => push.privateKeys?.changes.map((change) => change.action))).toEqual([
      ["set"],
      ["set"],
      ["withdraw"],
    ]);
  });

  it("answers the rules' field errors, as the /ran calls", async () => {
    const { hotel, managerToken: token } = await world();
    await insertPrivateSpace(t.db, hotel.id, { name: "Chambre 12" });
    const taken = await ask(token, create, { input: { siteId: String(hotel.id), name: "chambre  12" } });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { name: [privateWifiErrors.nameTaken] },
    });
    const past = await ask(token, create, {
      input: { siteId: String(hotel.id), name: "Chambre 13", expiresOn: "2026-06-15" },
    });
    expect(past.errors?.[0]?.extensions?.errors).toEqual({ expires_on: [privateWifiErrors.expiryInPast] });
  });

  it("needs the ran role besides api", async () => {
    const { hotel, apiOnlyToken: token } = await world();
    const space = await insertPrivateSpace(t.db, hotel.id);
    expect(codesOf(await ask(token, one, { id: String(space.id) }))).toEqual(["NOT_ALLOWED"]);
    expect(codesOf(await ask(token, create, { input: { siteId: String(hotel.id), name: "Chambre 1" } }))).toEqual([
      "NOT_ALLOWED",
    ]);
    expect(codesOf(await ask(token, page, { site: String(hotel.id) }))).toEqual(["NOT_ALLOWED"]);
  });

  it("answers NOT_FOUND for another customer's site and space, and changes nothing there", async () => {
    const { rivalSite, rivalSpace, managerToken: token } = await world();
    const id = String(rivalSpace.id);
    expect(codesOf(await ask(token, one, { id }))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await ask(token, update, { id, input: { name: "Pris" } }))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await ask(token, reset, { id }))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await ask(token, remove, { id }))).toEqual(["NOT_FOUND"]);
    const elsewhere = { input: { siteId: String(rivalSite.id), name: "Intrus" } };
    expect(codesOf(await ask(token, create, elsewhere))).toEqual(["NOT_FOUND"]);
    expect(codesOf(await ask(token, page, { site: String(rivalSite.id) }))).toEqual(["NOT_FOUND"]);
    const [row] = await t.db.select().from(privateSpaces).where(eq(privateSpaces.siteId, rivalSite.id));
    expect(row).toEqual(rivalSpace);
  });

  it("has no key in its schema", async () => {
    const { hotel, managerToken: token } = await world();
    const space = await insertPrivateSpace(t.db, hotel.id);
    const asked = await ask(token, "query Key($id: ID!) { privateSpace(id: $id) { psk } }", { id: String(space.id) });
    expect(codesOf(asked)).toEqual(["WRONG_PARAMETERS"]);
    expect(asked.errors?.[0]?.message).toContain('Cannot query field "psk"');
  });
});
