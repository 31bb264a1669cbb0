// The stall review's reproductions replayed over HTTP, each while another customer
// keeps asking who they are (docs/security.md "No request stalls every customer"):
//   npm run bench:stall -- [--runs N]
// Makes a throwaway database on the local PostgreSQL server (PG_ADMIN_URL, else
// postgres@127.0.0.1), with two customers, a site and a floor, starts the app on
// the loopback, and for each reproduction sends it `runs` times. Meanwhile the
// other customer's `GET /api/users/me` is sent again and again, one after the
// other. Prints each reproduction's answer, its time (p50, max) and the other
// customer's slowest answer while it ran; the targets are a refusal within
// 100 ms and the other customer within 200 ms. The database is dropped at the end.
import { parseArgs } from "node:util";
import { migrateDatabase, openDatabase, schema } from "@ondine/server/db";
import { buildApp } from "@ondine/server/tools-api";
import pg from "pg";
import sharp from "sharp";
import { inProcessBenchConfig, loadAverage } from "../bench-database";
import { upsertBenchTokenAccount } from "../bench-token-account";
import { milliseconds, percentile } from "../search/percentiles";

const { values } = parseArgs({ options: { runs: { type: "string", default: "10" } } });
const runs = Number(values.runs);

type Reproduction = { finding: string; method: string; path: string; body?: string | Buffer; contentType?: string };

function doublingFragments(levels: number): string {
  const fragments = ["fragment F0 on Query { me { id } }"];
  for (let level = 1; level <= levels; level += 1) {
    fragments.push(`fragment F${level} on Query { ...F${level - 1} ...F${level - 1} }`);
  }
  return `query { ...F${levels} } ${fragments.join(" ")}`;
}

const introspectionByAliases = (count: number) =>
  `{ ${Array.from({ length: count }, (_, index) => `a${index}: __schema { types { fields { name } } }`).join(" ")} }`;

const graphqlBody = (query: unknown) => JSON.stringify({ query });
const svgOf = (content: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 800">${content}</svg>`;

/** An announcement saved with `image` as its picture, on `siteId`. */
function announcementWith(siteId: number, image: Buffer): string {
  const advertisement = {
    internal_title: "Stall bench",
    public_title: { fr: "Banc", en: "Bench" },
    content: { fr: "Texte", en: "Text" },
    signature: { fr: "Réception", en: "Front desk" },
    starts_at: "2099-01-01",
    ends_at: "2099-01-02",
    locations: [{ location_id: siteId, location_type: "Site" }],
    image: { name: "../../../etc/passwd", base64: image.toString("base64") },
  };
  return JSON.stringify({ advertisement });
}

function reproductions(floorUuid: string, siteId: number, images: { htmlTail: Buffer; huge: Buffer }): Reproduction[] {
  const plan = `/api/monitoring/floors/${floorUuid}/plan`;
  const svg = (finding: string, text: string): Reproduction => ({
    finding,
    method: "PUT",
    path: plan,
    body: text,
    contentType: "image/svg+xml",
  });
  const graphql = (finding: string, body: string): Reproduction => ({
    finding,
    method: "POST",
    path: "/api/graphql",
    body,
    contentType: "application/json",
  });
  const ns = 'xmlns:s="http://www.w3.org/2000/svg"';
  return [
    graphql("1. GraphQL fragments doubling, 23 levels", graphqlBody(doublingFragments(23))),
    graphql("1. GraphQL fragments doubling, 30 levels", graphqlBody(doublingFragments(30))),
    graphql("2. introspection under 1,000 aliases", graphqlBody(introspectionByAliases(1_000))),
    svg("3. SVG with 29 comments before the root", `${"<!-- c -->".repeat(29)}${svgOf("")}`),
    svg("3. SVG with 5,000 comments before the root", `${"<!-- c -->".repeat(5_000)}${svgOf("")}`),
    svg("4. SVG <s:script>", svgOf(`<s:script ${ns}>alert(1)</s:script>`)),
    svg("4. SVG <s:foreignObject>", svgOf(`<s:foreignObject ${ns}/>`)),
    svg("4. SVG <set attributeName=onmouseover>", svgOf('<set attributeName="onmouseover" to="alert(1)"/>')),
    svg("4. SVG CSS escape \\68ttps", svgOf('<rect style="fill: url(\\68ttps://evil.example/x)"/>')),
    svg("4. SVG @\\69mport", svgOf("<style>@\\69mport 'https://evil.example/x.css';</style>")),
    svg("4. SVG image-set()", svgOf("<rect style=\"fill: image-set('https://evil.example/x' 1x)\"/>")),
    svg("4. SVG href=\\\\evil.example", svgOf('<image href="\\\\evil.example/x"/>')),
    svg("4. SVG external DTD", `<!DOCTYPE svg SYSTEM "https://evil.example/x.dtd">${svgOf("")}`),
    { finding: "5. GraphQL ?query=-1", method: "GET", path: "/api/graphql?query=-1" },
    { finding: "5. GraphQL query repeated", method: "GET", path: "/api/graphql?query=%7Bme%7Bid%7D%7D&query=x" },
    graphql("5. GraphQL null body", "null"),
    graphql('5. GraphQL {"query":["x"]}', graphqlBody(["x"])),
    {
      finding: "5. GraphQL mutation by GET",
      method: "GET",
      path: `/api/graphql?query=${encodeURIComponent('mutation { disableCoupon(id: "1") { id } }')}`,
    },
    {
      finding: "6. 130-byte PNG with an HTML tail",
      method: "POST",
      path: "/api/portal_annoucements",
      body: announcementWith(siteId, images.htmlTail),
      contentType: "application/json",
    },
    {
      finding: `6. ${Math.round(images.huge.length / 1024)} KB PNG of 8000x8000`,
      method: "POST",
      path: "/api/portal_annoucements",
      body: announcementWith(siteId, images.huge),
      contentType: "application/json",
    },
  ];
}

/** The two hostile images: a PNG header with an HTML tail, and a real 8000x8000 PNG of one colour. */
async function hostileImages(): Promise<{ htmlTail: Buffer; huge: Buffer }> {
  // The signature and header (IHDR, 33 bytes) of a real 1200x800 PNG, then HTML instead of its pixels.
  const landscape = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const html = Buffer.from("<html><body><script>alert(document.domain)</script></body></html>".padEnd(97, " "));
  const htmlTail = Buffer.concat([landscape.subarray(0, 33), html]);
  const huge = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: "#36c" } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { htmlTail, huge };
}

const adminUrl = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const databaseName = `ondine_stall_bench_${Date.now()}`;
const admin = new pg.Client(adminUrl);
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();
const loadAtStart = loadAverage();
try {
  const database = await openDatabase({ databaseUrl });
  try {
    await migrateDatabase(database);
    const { db } = database;
    const [hotels, campsites] = await db
      .insert(schema.organisms)
      .values([
        { name: "Stall Hotels", kind: "hotel_chain" },
        { name: "Stall Campsites", kind: "campsite" },
      ])
      .returning({ id: schema.organisms.id });
    if (!hotels || !campsites) throw new Error("No organisms written");
    const [site] = await db
      .insert(schema.sites)
      .values({
        organismId: hotels.id,
        name: "Stall Bay",
        state: "En production",
        latitude: 47.2,
        longitude: -1.55,
        address: "1 quai de la Fosse",
        postalCode: "44000",
        city: "Nantes",
      })
      .returning({ id: schema.sites.id });
    if (!site) throw new Error("No site written");
    const [building] = await db
      .insert(schema.buildings)
      .values({ uuid: crypto.randomUUID(), siteId: site.id, name: "Main" })
      .returning({ id: schema.buildings.id });
    if (!building) throw new Error("No building written");
    const floorUuid = crypto.randomUUID();
    await db.insert(schema.floors).values({ uuid: floorUuid, buildingId: building.id, name: "Ground", level: 0 });
    const adminToken = await upsertBenchTokenAccount(database, {
      email: "stall-admin@bench.example",
      firstName: "Stall",
      lastName: "Admin",
      admin: true,
      roleFlags: ["api"],
    });
    const otherToken = await upsertBenchTokenAccount(database, {
      email: "stall-camper@bench.example",
      firstName: "Other",
      lastName: "Customer",
      admin: false,
      roleFlags: ["api", "supervision"],
      organismId: campsites.id,
    });

    const app = buildApp({ config: inProcessBenchConfig(databaseUrl), database });
    try {
      const baseUrl = await app.listen({ host: "127.0.0.1", port: 0 });
      const send = (reproduction: Reproduction) =>
        fetch(`${baseUrl}${reproduction.path}`, {
          method: reproduction.method,
          headers: {
            "x-api-token": adminToken,
            ...(reproduction.contentType ? { "content-type": reproduction.contentType } : {}),
          },
          ...(reproduction.body !== undefined ? { body: reproduction.body } : {}),
        });
      const askWhoIAm = async () => {
        const started = performance.now();
        const answer = await fetch(`${baseUrl}/api/users/me`, { headers: { "x-api-token": otherToken } });
        await answer.arrayBuffer();
        if (answer.status !== 200) throw new Error(`The other customer's /users/me answered ${answer.status}`);
        return performance.now() - started;
      };
      await askWhoIAm();

      console.log(
        `The stall review's reproductions over HTTP on the loopback (PostgreSQL ${databaseName}, load ${loadAtStart}), ` +
          `${runs} runs each, the other customer's /users/me sent one after the other meanwhile.`,
      );
      console.log("| reproduction | answer | p50 | max | other customer's slowest |");
      console.log("| --- | --- | --- | --- | --- |");
      for (const reproduction of reproductions(floorUuid, site.id, await hostileImages())) {
        const times: number[] = [];
        let slowestOther = 0;
        let answer = "";
        for (let run = 0; run < runs; run += 1) {
          let running = true;
          const others = (async () => {
            while (running) slowestOther = Math.max(slowestOther, await askWhoIAm());
          })();
          const started = performance.now();
          const response = await send(reproduction);
          const body = (await response.json()) as { code?: string; reason?: string; errors?: unknown };
          times.push(performance.now() - started);
          running = false;
          await others;
          const graphqlError = Array.isArray(body.errors)
            ? (body.errors[0] as { extensions?: { code?: string; reason?: string } }).extensions
            : undefined;
          const code = graphqlError?.code ?? body.code ?? "";
          const detail = graphqlError?.reason ?? body.reason ?? (body.errors ? JSON.stringify(body.errors) : "");
          answer = `${response.status} ${code} ${detail}`.trim();
        }
        times.sort((a, b) => a - b);
        console.log(
          `| ${reproduction.finding} | ${answer.replaceAll("|", "\\|")} | ${milliseconds(percentile(times, 0.5))} | ` +
            `${milliseconds(times.at(-1) ?? 0)} | ${milliseconds(slowestOther)} |`,
        );
      }
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
}
