// The API side of tools/ci/previous-release.sh (docs/operations.md#upgrades): what a console does on a
// server of either release, through HTTP only, so the same steps run against the previous release and this one.
//   node tools/ci/previous-release-journey.mjs free-port               prints a TCP port free on 127.0.0.1
//   node tools/ci/previous-release-journey.mjs wait-healthy BASE_URL   waits (60 s at most) for GET /api/health to answer 200
//   node tools/ci/previous-release-journey.mjs prepare DATABASE_URL    adds an organism and an administrator; prints the organism's id
//   node tools/ci/previous-release-journey.mjs journey BASE_URL ORGANISM_ID LABEL
//                                                                       signs in, lists the organism's codes, creates one, finds it listed
//   node tools/ci/previous-release-journey.mjs released-commit
//                                                                       prints the commit of the release in production (released.json)
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { hash } from "@node-rs/argon2";
import pg from "pg";

const account = { email: "rolling-upgrade@ondine.example", password: "rolling-upgrade-journey" };

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitHealthy(baseUrl) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const status = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${baseUrl}/api/health did not answer 200 within 60 s (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// Plain SQL on the columns every release since the first has (0000_init, 0001_identity), so it runs on any schema.
async function prepare(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      "insert into organisms (name, kind) values ('Rolling upgrade hotels', 'hotel_chain') returning id",
    );
    await client.query(
      `insert into users (email, first_name, last_name, password_hash, admin, confirmed_at)
       values ($1, 'Rolling', 'Upgrade', $2, true, now())`,
      [account.email, await hash(account.password)],
    );
    return rows[0].id;
  } finally {
    await client.end();
  }
}

function client(baseUrl, label) {
  let cookie = "";
  let csrf = "";
  return async function call(method, path, body, expected) {
    const headers = { accept: "application/json", "accept-language": "en" };
    if (body) headers["content-type"] = "application/json";
    if (cookie) Object.assign(headers, { cookie, "x-csrf-token": csrf });
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (response.status !== expected) {
      throw new Error(
        `${label}: ${method} /api${path} answered ${response.status}, not ${expected}: ${text.slice(0, 500)}`,
      );
    }
    const cookies = Object.fromEntries(response.headers.getSetCookie().map((line) => line.split(";")[0].split("=")));
    if (cookies.ondine_session) {
      cookie = `ondine_session=${cookies.ondine_session}; ondine_csrf=${cookies.ondine_csrf}`;
      csrf = cookies.ondine_csrf;
    }
    return text ? JSON.parse(text) : undefined;
  };
}

async function journey(baseUrl, organismId, label) {
  const call = client(baseUrl, label);
  await call("POST", "/users/sign_in", { ...account, remember_me: false }, 200);
  const listCodes = () =>
    call(
      "POST",
      "/es_proxy/coupons/_search",
      {
        query: { bool: { filter: [{ term: { organism_id: organismId } }] } },
        sort: [{ created_at: { order: "desc" } }, { id: { order: "desc" } }],
        size: 20,
        track_total_hits: true,
      },
      200,
    );
  const before = await listCodes();
  const now = Date.now();
  const created = await call(
    "POST",
    "/coupons",
    {
      coupon: {
        location_id: organismId,
        location_type: "Organism",
        number: 1,
        description: `Rolling upgrade: ${label}`,
        max_usage: 1,
        starts_at: new Date(now).toISOString(),
        ends_at: new Date(now + 86_400_000).toISOString(),
      },
      send_sms: false,
    },
    201,
  );
  const code = created.coupons[0].code;
  const after = await listCodes();
  const listed = after.hits.hits.map((hit) => hit._source.code);
  if (after.hits.total.value !== before.hits.total.value + 1 || !listed.includes(code)) {
    throw new Error(`${label}: code ${code} created but the list holds ${JSON.stringify(listed)}`);
  }
  console.log(`${label}: signed in, listed ${before.hits.total.value} codes, created ${code}, listed it`);
}

/** The commit of the release in production (apps/server/drizzle/released.json). */
function releasedCommit() {
  const released = new URL("../../apps/server/drizzle/released.json", import.meta.url);
  const { releasedCommit: commit } = JSON.parse(readFileSync(released, "utf8"));
  if (!commit) throw new Error("apps/server/drizzle/released.json names no releasedCommit");
  return commit;
}

const [command, ...args] = process.argv.slice(2);
if (command === "released-commit") console.log(releasedCommit());
else if (command === "free-port") console.log(await freePort());
else if (command === "wait-healthy" && args[0]) await waitHealthy(args[0]);
else if (command === "prepare" && args[0]) console.log(await prepare(args[0]));
else if (command === "journey" && args.length === 3) await journey(args[0], Number(args[1]), args[2]);
else {
  console.error(
    "Usage: node tools/ci/previous-release-journey.mjs free-port | wait-healthy URL | prepare DATABASE_URL | released-commit",
  );
  console.error("       node tools/ci/previous-release-journey.mjs journey BASE_URL ORGANISM_ID LABEL");
  process.exit(2);
}
