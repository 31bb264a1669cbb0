import type { DatabaseEngine } from "@ondine/domain";
import type { DatabaseHandle } from "@ondine/server/db";
import { openTestDatabase } from "@ondine/server/test-database";
import { demoSignIn } from "@ondine/server/tools-api";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, vi } from "vitest";
import { buildTestApp } from "../../../apps/server/src/test/test-app";
import { demoCatalogue } from "../../../tools/seed/src/demo-catalogue";
import { type DemoScale, demoScales } from "../../../tools/seed/src/demo-scale";
import { generateDemoData } from "../../../tools/seed/src/generate-demo-data";
import { insertDemoData } from "../../../tools/seed/src/insert-demo-data";
import { InjectBrowser } from "./inject-fetch";

/**
 * The demo accounts a contract test signs in as (tools/seed/src/demo-users.ts;
 * all share the demo password): the admin sees everything, `customer` is a
 * hotel chain's manager who sees only its own locations.
 */
export const demoAccounts = {
  admin: demoSignIn.email,
  support: "support@ondine.example",
  customer: "hotels@ondine.example",
  residences: "residences@ondine.example",
  siteManager: "site@ondine.example",
  noSite: "nosite@ondine.example",
} as const;
export type DemoAccount = keyof typeof demoAccounts;

export interface ContractServer {
  /** The app in process, for what a test checks on the server's side. */
  readonly app: FastifyInstance;
  /** Its database, for what a test sets up or checks beside the clients (`database.db` is Drizzle). */
  readonly database: DatabaseHandle;
  /** The browser whose `fetch` the console's clients call. */
  readonly browser: InjectBrowser;
  /** The moment the demo data was generated around. */
  readonly now: Date;
  /** Signs in as a demo account (POST /api/users/sign_in), after forgetting any earlier session. */
  signInAs(account: DemoAccount): Promise<void>;
  /** Forgets the session: the next call is a stranger's. */
  signOut(): void;
}

export interface ContractServerOptions {
  engine?: DatabaseEngine;
  /** Overrides of the demo scale; the default is a tenth of `npm start`'s activity, without monitoring history. */
  scale?: Partial<DemoScale>;
}

/**
 * One app per test file, on a fresh PGlite database seeded with the demo data
 * (what `npm start` shows), with the global `fetch` and `document.cookie` of
 * the console's clients routed to it. Call at the top of the file:
 *
 *     const server = useContractServer();
 *     it("GET /coupons", async () => {
 *       await server.signInAs("admin");
 *       const answer = await findCoupons({ page: 1 }); // the web client, parsing with the route's schema
 *       expect(answer.items.length).toBeGreaterThan(0);
 *     });
 *
 * The file's tests share the app and its data (seeding takes seconds): a test
 * that changes data makes what it changes (a new code, a new user) rather than
 * editing what another test reads. The server's own outgoing `fetch` is the
 * stubbed one too while the file runs: contract tests leave calls to other
 * services (OIDC, SMS) to the server's own tests.
 */
export function useContractServer(options: ContractServerOptions = {}): ContractServer {
  let app: FastifyInstance | undefined;
  let browser: InjectBrowser | undefined;
  let handle: DatabaseHandle | undefined;
  let close: (() => Promise<void>) | undefined;
  const now = new Date();

  beforeAll(async () => {
    const database = await openTestDatabase(options.engine ?? "pglite");
    handle = database;
    const scale: DemoScale = {
      ...demoScales.demo,
      coupons: 1_800,
      guestUsers: 800,
      endUsers: 1_000,
      monitoringHistory: false,
      ...options.scale,
    };
    const data = generateDemoData(demoCatalogue, 1, { now, scale });
    await insertDemoData(database.db, data, { publicUrl: "http://localhost:8080" });
    app = buildTestApp(database, { publicUrl: "http://localhost:8080" });
    await app.ready();
    const opened = app;
    close = async () => {
      await opened.close();
      await database.close();
    };
    const shim = new InjectBrowser(app);
    browser = shim;
    vi.stubGlobal("fetch", shim.fetch);
    vi.stubGlobal("document", {
      get cookie() {
        return shim.documentCookie;
      },
      // The console writes no cookie of its own through the API clients.
      set cookie(_value: string) {},
      documentElement: { lang: "fr" },
    });
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    await close?.();
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useContractServer: the server starts in beforeAll; use it inside a test");
    return value;
  };

  return {
    get app() {
      return started(app);
    },
    get database() {
      return started(handle);
    },
    get browser() {
      return started(browser);
    },
    now,
    async signInAs(account) {
      const shim = started(browser);
      shim.clearCookies();
      const response = await shim.fetch("/api/users/sign_in", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ email: demoAccounts[account], password: demoSignIn.password }),
      });
      if (!response.ok) throw new Error(`signInAs(${account}): ${response.status} ${await response.text()}`);
    },
    signOut() {
      started(browser).clearCookies();
    },
  };
}
