import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type LegalPageAnswer, legalPageMaxBytes } from "@ondine/domain";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { type Config, loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db";
import { buildTestApp } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";

// The calls read files, not the database: one PGlite opened for the app to start on, only read.
// Tests share one database, which the legal pages never read: each test writes its own content folder and builds its own app.
describe("GET /api/legal/{page} (docs/legal.md)", () => {
  let database: DatabaseHandle;
  let root: string;
  let contentDir: string;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
  });
  afterAll(() => database.close());
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), "ondine-legal-"));
    contentDir = join(root, "legal");
    mkdirSync(contentDir);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const write = (name: string, text: string, changedAt?: Date) => {
    writeFileSync(join(contentDir, name), text);
    if (changedAt) utimesSync(join(contentDir, name), changedAt, changedAt);
  };
  const appOn = (overrides: Partial<Config> = {}) =>
    buildTestApp(database, { legalContentDir: contentDir, ...overrides });

  it("answers the page in the language asked, with the file's last change, cached 5 minutes, to anyone", async () => {
    write("terms.de.md", "## Nutzungsbedingungen\n", new Date("2026-03-01T09:30:00.000Z"));
    write("terms.en.md", "## Terms of use\n");
    const app = appOn();
    const response = await app.inject({ method: "GET", url: "/api/legal/terms?language=de" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
    expect(response.json<LegalPageAnswer>()).toEqual({
      page: "terms",
      language: "de",
      markdown: "## Nutzungsbedingungen\n",
      updated_at: "2026-03-01T09:30:00.000Z",
    });
    await app.close();
  });

  it("falls back to English, then to French, when the language asked has no file", async () => {
    write("privacy.en.md", "## Privacy\n");
    write("privacy.fr.md", "## Confidentialité\n");
    write("legal.fr.md", "## Mentions légales\n");
    const app = appOn();
    const privacy = await app.inject({ method: "GET", url: "/api/legal/privacy?language=nl" });
    expect(privacy.json<LegalPageAnswer>()).toMatchObject({ language: "en", markdown: "## Privacy\n" });
    const legal = await app.inject({ method: "GET", url: "/api/legal/legal?language=zh" });
    expect(legal.json<LegalPageAnswer>()).toMatchObject({ page: "legal", language: "fr" });
    await app.close();
  });

  it("reads the language from Accept-Language when the address names none", async () => {
    write("terms.es.md", "## Condiciones\n");
    write("terms.en.md", "## Terms\n");
    const app = appOn();
    const response = await app.inject({
      method: "GET",
      url: "/api/legal/terms",
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(response.json<LegalPageAnswer>()).toMatchObject({ language: "es", markdown: "## Condiciones\n" });
    await app.close();
  });

  it("serves a replaced file at once: nothing is kept between calls", async () => {
    write("terms.en.md", "## First\n");
    const app = appOn();
    expect((await app.inject({ method: "GET", url: "/api/legal/terms?language=en" })).json()).toMatchObject({
      markdown: "## First\n",
    });
    write("terms.en.md", "## Second\n");
    expect((await app.inject({ method: "GET", url: "/api/legal/terms?language=en" })).json()).toMatchObject({
      markdown: "## Second\n",
    });
    await app.close();
  });

  it("answers 404 for a page with no file in any language, and for a page that does not exist", async () => {
    write("terms.en.md", "## Terms\n");
    write("cookies.en.md", "## Cookies\n");
    const app = appOn();
    const noFile = await app.inject({ method: "GET", url: "/api/legal/privacy?language=en" });
    expect(noFile.statusCode).toBe(404);
    expect(noFile.json()).toMatchObject({ code: "NOT_FOUND" });
    const unknown = await app.inject({ method: "GET", url: "/api/legal/cookies?language=en" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain("Cookies");
    await app.close();
  });

  it("never reads outside its folder, whatever the page or language asked", async () => {
    // What a traversal would reach: a file beside the content folder, and one in it under a forged name.
    writeFileSync(join(root, "secret.en.md"), "SECRET-OUTSIDE");
    writeFileSync(join(root, "terms.en.md"), "SECRET-PARENT");
    write("terms.en.md", "## Terms\n");
    const app = appOn();
    for (const url of [
      "/api/legal/..%2fsecret?language=en",
      "/api/legal/..%2Fsecret?language=en",
      "/api/legal/%2e%2e%2fsecret?language=en",
      "/api/legal/..%5csecret?language=en",
      "/api/legal/terms%00?language=en",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain("SECRET");
    }
    for (const url of [
      "/api/legal/terms?language=..%2f..%2fterms",
      "/api/legal/terms?language=en%2f..%2f..%2fsecret",
      "/api/legal/terms?language=it",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(422);
      expect(response.json(), url).toMatchObject({
        code: "INVALID_PARAMETERS",
        errors: { language: expect.any(Array) },
      });
      expect(response.body, url).not.toContain("SECRET");
    }
    await app.close();
  });

  it("refuses a file over the size cap with 404 and says so in the log", async () => {
    write("terms.fr.md", `## Conditions\n${"x".repeat(legalPageMaxBytes)}`);
    write("terms.en.md", "## Terms\n");
    const lines: Record<string, unknown>[] = [];
    const config: Config = {
      ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "info" }),
      webDistDir: join(root, "no-console"),
      legalContentDir: contentDir,
      maxEventLoopDelayMs: 0,
    };
    const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = buildApp({ config, database, logger });
    const response = await app.inject({ method: "GET", url: "/api/legal/terms?language=fr" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    expect(response.body).not.toContain("xxxx");
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        path: join(contentDir, "terms.fr.md"),
        bytes: legalPageMaxBytes + "## Conditions\n".length,
        maxBytes: legalPageMaxBytes,
      }),
    );
    // A file of exactly the cap is a page still.
    write("terms.fr.md", "x".repeat(legalPageMaxBytes));
    expect((await app.inject({ method: "GET", url: "/api/legal/terms?language=fr" })).statusCode).toBe(200);
    await app.close();
  });
});
