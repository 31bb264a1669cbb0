import { exportRowLimit, exportTooManyRowsError } from "@ondine/domain";
import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { coupons } from "../../db/schema";
import { bodyRows, csvRecords, headerOf, workbookOf } from "../../test/export-files";
import { signInAs, type TestSession } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser, type TestUser } from "../../test/user-factory";
import { type ExportsFixture, exportsNow, insertExportsFixture } from "./exports-fixture";

/** The codes list's own filter, which the export keeps whatever the query says (docs/product.md#exports). */
const backOffice = { term: { creator_type: "CenterUser" } };

function exportsClient(app: FastifyInstance) {
  const sessions = new Map<number, Promise<TestSession>>();
  const headersOf = async (user: TestUser) => {
    let session = sessions.get(user.id);
    if (!session) {
      session = signInAs(app, user);
      sessions.set(user.id, session);
    }
    return (await session).headers;
  };
  return {
    async post(user: TestUser, path: string, body: unknown): Promise<LightMyRequestResponse> {
      return app.inject({
        method: "POST",
        url: `/api/${path}`,
        headers: { ...(await headersOf(user)), "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
    },
  };
}

describe.each(testEngines)("dashboards' exports on %s", (engine) => {
  const t = useTestApp(engine, { now: exportsNow });
  let world: ExportsFixture;
  let client: ReturnType<typeof exportsClient>;
  const search = async (user: TestUser, index: string, body: unknown) => {
    const response = await client.post(user, `es_proxy/${index}/_search`, body);
    expect(response.statusCode).toBe(200);
    return response.json() as { hits: { hits: { _source: Record<string, unknown> }[] } };
  };

  // Every test reads the same two customers' codes, purchases and guests: each gets them anew, in its own emptied database.
  beforeEach(async () => {
    world = await insertExportsFixture(t.db);
    client = exportsClient(t.app);
  });

  it("writes the codes list's search as a workbook: its rows exactly, headers in French and English, typed cells", async () => {
    const query = { term: { site_id: world.hotelSites[0].id } };
    const sort = [{ code: "asc" }];
    const answer = await search(world.hotelAnalyst, "coupons", {
      query: { bool: { filter: [query, backOffice] } },
      sort,
      size: 100,
    });
    const expected = answer.hits.hits.map((hit) => hit._source.code);
    expect(expected).toEqual(["ABCD1234", "ABCD5678", "QUOT0005", "QWER0002"]);

    const french = await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=fr", { query, sort });
    expect(french.headers["x-export-rows"]).toBe("4");
    expect(french.headers["content-disposition"]).toContain('filename="coupons-2026-03-15.xlsx"');
    const sheet = await workbookOf(french);
    expect(sheet.name).toBe("Codes");
    expect(headerOf(sheet)).toEqual([
      "Code",
      "Statut",
      "Offre",
      "Lieu",
      "Créé le",
      "Début",
      "Fin",
      "Appareils max.",
      "Description",
      "Téléphone",
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: "frozen", ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(12);
    const rows = bodyRows(sheet);
    expect(rows.map((row) => row[0])).toEqual(expected);
    // ABCD1234: used, offer "One day", on the first hotel, made 2026-01-10 09:00Z (10:00 in Paris).
    const [first] = rows;
    expect(first?.slice(0, 4)).toEqual(["ABCD1234", "Utilisé", "One day", world.hotelSites[0].name]);
    expect(first?.[4]).toEqual(new Date("2026-01-10T10:00:00.000Z"));
    const created = sheet.getRow(2).getCell(5);
    expect(created.type).toBe(ExcelJS.ValueType.Date);
    expect(created.numFmt).toBe("dd/mm/yyyy hh:mm");
    const maxUsage = sheet.getRow(2).getCell(8);
    expect(maxUsage.type).toBe(ExcelJS.ValueType.Number);
    expect(maxUsage.value).toBe(1);
    // QUOT0005: unlimited devices, disabled QWER0002.
    expect(rows[2]?.[7]).toBe("Illimité");
    expect(rows[3]?.[1]).toBe("Désactivé");

    const english = await workbookOf(
      await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=en", { query, sort }),
    );
    expect(headerOf(english).slice(0, 5)).toEqual(["Code", "Status", "Offer", "Location", "Created"]);
    expect(bodyRows(english).map((row) => row[1])).toEqual(["Used", "Valid", "Valid", "Disabled"]);
    // The offer in the reader's language where it has one.
    const german = await workbookOf(
      await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=de", { query, sort }),
    );
    expect(bodyRows(german)[0]?.[2]).toBe("Ein Tag");
    expect(german.getRow(2).getCell(5).numFmt).toBe("dd.mm.yyyy hh:mm");
  });

  it("keeps the back-office codes whatever the query says, in the search's default order", async () => {
    const sheet = await workbookOf(
      await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=en", {
        query: { term: { creator_type: "GuestUser" } },
      }),
    );
    expect(bodyRows(sheet)).toEqual([]);
    const all = await workbookOf(await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=en", {}));
    // Newest first; XYZW0001 (made by a guest) and the campsite's codes are not there.
    expect(bodyRows(all).map((row) => row[0])).toEqual([
      "QUOT0005",
      "QWER0002",
      "HHHH0003",
      "ABCD5678",
      "ABCD1234",
      "ORGA0001",
    ]);
  });

  it("writes the succeeded purchases with amounts as numbers in their currency", async () => {
    const sheet = await workbookOf(
      await client.post(world.hotelAnalyst, "exports/purchases?format=xlsx&locale=fr", {
        sort: [{ reference: "asc" }],
      }),
    );
    expect(headerOf(sheet)).toEqual([
      "Référence",
      "Date d’achat",
      "Lieu",
      "Offre",
      "Montant HT",
      "Montant TTC",
      "Devise",
      "E-mail",
    ]);
    // P-002 failed; P-005 is the campsite's.
    const rows = bodyRows(sheet);
    expect(rows.map((row) => row[0])).toEqual(["P-001", "P-003", "P-004"]);
    expect(rows[0]).toEqual([
      "P-001",
      new Date("2026-01-15T11:00:00.000Z"),
      world.hotelSites[0].name,
      "One day",
      8.33,
      10,
      "EUR",
      "p-001@buyer.test",
    ]);
    const amount = sheet.getRow(2).getCell(6);
    expect(amount.type).toBe(ExcelJS.ValueType.Number);
    expect(amount.numFmt).toBe('#,##0.00 "€"');
  });

  it("writes CSV in UTF-8 with a BOM, quoted as RFC 4180, in each language's dialect", async () => {
    const query = { term: { code: "QUOT0005" } };
    const french = await client.post(world.hotelAnalyst, "exports/coupons?format=csv&locale=fr", { query });
    expect(french.statusCode).toBe(200);
    expect(french.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(french.headers["x-export-rows"]).toBe("1");
    expect(french.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = french.rawPayload.toString("utf8").slice(1);
    expect(text).toContain('"Salle ""Été""; étage 2,\nà côté"');
    expect(csvRecords(text, ";")).toEqual([
      ["Code", "Statut", "Offre", "Lieu", "Créé le", "Début", "Fin", "Appareils max.", "Description", "Téléphone"],
      [
        "QUOT0005",
        "Valide",
        "",
        world.hotelSites[0].name,
        "2026-03-10 09:30",
        "2026-03-10 09:30",
        "2026-12-31 01:00",
        "Illimité",
        'Salle "Été"; étage 2,\nà côté',
        "+33612345678",
      ],
    ]);

    const purchases = (locale: string) =>
      client.post(world.hotelAnalyst, `exports/purchases?format=csv&locale=${locale}`, {
        query: { term: { reference: "P-001" } },
      });
    const germanRecords = csvRecords((await purchases("de")).body.slice(1), ";");
    expect(germanRecords[1]?.slice(4, 7)).toEqual(["8,33", "10,00", "EUR"]);
    const englishRecords = csvRecords((await purchases("en")).body.slice(1), ",");
    expect(englishRecords[0]?.[4]).toBe("Amount excl. VAT");
    expect(englishRecords[1]?.slice(4, 7)).toEqual(["8.33", "10.00", "EUR"]);
  });

  it("exports the newsletter's guests only, with their e-mail, whatever the query asks", async () => {
    const csv = async (body: unknown) => {
      const response = await client.post(world.hotelAnalyst, "exports/customers?format=csv&locale=es", body);
      expect(response.statusCode).toBe(200);
      return csvRecords(response.body.slice(1), ";");
    };
    const records = await csv({ sort: [{ last_name: "asc" }] });
    expect(records[0]).toEqual([
      "Registro",
      "Nombre",
      "Apellidos",
      "Correo electrónico",
      "País",
      "Idioma",
      "Dispositivo",
      "Habitación",
      "Sitio",
    ]);
    // Bob declined the newsletter, Olsen took it over six months ago; Eve is the campsite's guest.
    expect(records.slice(1).map((record) => [record[2], record[3], record[6]])).toEqual([
      ["Dubois", "carol@example.test", "Desconocido"],
      ["Martin", "alice@example.test", "Móvil"],
      ["Thomas", "dave@example.test", "Tableta"],
    ]);
    expect(await csv({ query: { term: { newsletter: false } } })).toHaveLength(1);
  });

  it("keeps to the caller's scope: another customer's rows are never in a file", async () => {
    const siteOnly = await workbookOf(
      await client.post(world.siteAnalyst, "exports/coupons?format=xlsx&locale=en", { sort: [{ code: "asc" }] }),
    );
    expect(bodyRows(siteOnly).map((row) => row[0])).toEqual(["ABCD1234", "ABCD5678", "QUOT0005", "QWER0002"]);
    const foreign = await client.post(world.hotelAnalyst, "exports/coupons?format=csv&locale=en", {
      query: { term: { organism_id: world.campsites.id } },
    });
    expect(foreign.headers["x-export-rows"]).toBe("0");
    expect(csvRecords(foreign.body.slice(1), ",")).toHaveLength(1);
    const foreignSite = await client.post(world.hotelAnalyst, "exports/purchases?format=csv&locale=en", {
      query: { term: { site_id: world.campsite.id } },
    });
    expect(foreignSite.headers["x-export-rows"]).toBe("0");
    // The control: the admin gets the campsite's codes with the same request.
    const admin = await client.post(world.admin, "exports/coupons?format=csv&locale=en", {
      query: { term: { organism_id: world.campsites.id } },
    });
    expect(admin.headers["x-export-rows"]).toBe("1");
  });

  it("takes a read-only API token: an export changes nothing", async () => {
    const integrator = await insertUser(t.db, {
      roles: ["api", "code"],
      locations: [{ type: "Organism", id: world.hotels.id }],
      lastName: "Integrator",
    });
    const session = await signInAs(t.app, integrator);
    const generated = await t.app.inject({
      method: "POST",
      url: "/api/generate_api_token",
      headers: session.headers,
      payload: { read_only: true },
    });
    expect(generated.json()).toMatchObject({ read_only: true });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/exports/coupons?format=csv&locale=en",
      headers: { "x-api-token": generated.json().api_token, "content-type": "application/json" },
      payload: JSON.stringify({ query: { term: { code: "ABCD1234" } } }),
    });
    expect(response.statusCode).toBe(200);
    expect(csvRecords(response.body.slice(1), ",").map((record) => record[0])).toEqual(["Code", "ABCD1234"]);
  });

  it("refuses callers without the documents' role, bad parameters and searches the proxy refuses", async () => {
    // Figures only (the overview's roles) or no role at all: no documents, no file.
    expect((await client.post(world.overviewReader, "exports/coupons?format=csv&locale=en", {})).statusCode).toBe(403);
    expect((await client.post(world.overviewReader, "exports/customers?format=csv&locale=en", {})).statusCode).toBe(
      403,
    );
    expect((await client.post(world.roleless, "exports/purchases?format=xlsx&locale=en", {})).statusCode).toBe(403);
    expect((await client.post(world.hotelAnalyst, "exports/guest_users?format=csv&locale=en", {})).statusCode).toBe(
      404,
    );

    const badLocale = await client.post(world.hotelAnalyst, "exports/coupons?format=csv&locale=pt", {});
    expect(badLocale.statusCode).toBe(422);
    expect(badLocale.json().errors).toEqual({ locale: ["exports.errors.locale"] });
    const badFormat = await client.post(world.hotelAnalyst, "exports/coupons?format=pdf&locale=fr", {});
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors).toEqual({ format: ["exports.errors.format"] });

    const notASearch = await client.post(world.hotelAnalyst, "exports/coupons?format=csv&locale=fr", { query: "ABCD" });
    expect(notASearch.statusCode).toBe(422);
    expect(Object.keys(notASearch.json().errors)).toEqual(["query"]);

    const refused = { query: { bool: { must: [{ fuzzy: { code: "ABCD" } }] } } };
    const exported = await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=fr", refused);
    const searched = await client.post(world.hotelAnalyst, "es_proxy/coupons/_search", refused);
    expect(searched.statusCode).toBe(400);
    expect(exported.statusCode).toBe(400);
    expect(exported.json()).toEqual(searched.json());
    expect(exported.headers["content-disposition"]).toBeUndefined();
  });

  it(`refuses a search matching more than ${exportRowLimit} rows, naming the count and writing nothing`, async () => {
    const [h1] = world.hotelSites;
    const bulk = Array.from({ length: exportRowLimit + 1 }, (_, index) => ({
      code: `B${String(index).padStart(7, "0")}`,
      correlationId: "0b5e7c1d-2f3a-4b6c-8d9e-1a2b3c4d5e6f",
      creatorId: world.admin.id,
      creatorType: "CenterUser" as const,
      organismId: world.hotels.id,
      siteId: h1.id,
      couponDefId: null,
      description: "Bulk",
      startsAt: exportsNow,
      endsAt: new Date("2026-12-31T00:00:00.000Z"),
      duration: 86_400,
      maxUsage: 1,
      createdAt: exportsNow,
      updatedAt: exportsNow,
    }));
    for (let start = 0; start < bulk.length; start += 2_000) {
      await t.db.insert(coupons).values(bulk.slice(start, start + 2_000));
    }
    const query = { term: { description: "Bulk" } };
    const refused = await client.post(world.hotelAnalyst, "exports/coupons?format=xlsx&locale=fr", { query });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: "INVALID_PARAMETERS",
      errors: { query: [exportTooManyRowsError] },
    });
    expect(refused.json().message).toContain(`${exportRowLimit + 1}`);
    expect(refused.json().message).toContain(`${exportRowLimit}`);
    expect(refused.headers["content-disposition"]).toBeUndefined();
    expect(refused.headers["x-export-rows"]).toBeUndefined();
    // One fewer fits: every row, none cut.
    const fits = await client.post(world.hotelAnalyst, "exports/coupons?format=csv&locale=en", {
      query: { bool: { filter: [query], must_not: [{ term: { code: "B0000000" } }] } },
    });
    expect(fits.statusCode).toBe(200);
    expect(fits.headers["x-export-rows"]).toBe(String(exportRowLimit));
    const records = csvRecords(fits.body.slice(1), ",");
    expect(records).toHaveLength(exportRowLimit + 1);
    // Read in pages asked for at once: every code once, in the search's order across the pages (one
    // creation time, so the ids' order: the order the codes were inserted in).
    const codes = records.slice(1).map((record) => record[0]);
    expect(new Set(codes).size).toBe(exportRowLimit);
    expect(codes).toEqual(bulk.slice(1).map((coupon) => coupon.code));
  }, 60_000);
});
