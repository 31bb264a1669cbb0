import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db";
import { buildTestApp } from "../test/test-app";
import { openTestDatabase } from "../test/test-database";
import { tileSourceOf } from "./security-headers";

let database: DatabaseHandle;
let webDistDir: string;
// Tests share one empty database and the console folder (each test builds its own app on them): no test writes a row or a file.
beforeAll(async () => {
  database = await openTestDatabase("pglite");
  webDistDir = mkdtempSync(join(tmpdir(), "ondine-web-"));
  writeFileSync(join(webDistDir, "index.html"), "<!doctype html><html><body></body></html>");
});
afterAll(async () => {
  await database.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

function directivesOf(header: string | string[] | number | undefined): Map<string, string> {
  return new Map(
    String(header)
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...values] = part.split(/\s+/);
        return [name, values.join(" ")];
      }),
  );
}

describe("security headers", () => {
  it.each([
    ["the console", "/codes/list"],
    ["an API answer", "/api/health"],
    ["an API error", "/api/users/me"],
  ])("are sent on %s", async (_what, url) => {
    const app = buildTestApp(database, { webDistDir });
    const response = await app.inject({ method: "GET", url });
    await app.close();

    const csp = directivesOf(response.headers["content-security-policy"]);
    expect(csp.get("default-src")).toBe("'self'");
    expect(csp.get("script-src")).toBe("'self'");
    expect(csp.get("frame-ancestors")).toBe("'none'");
    expect(csp.get("object-src")).toBe("'none'");
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(response.headers["strict-transport-security"]).toBeUndefined();
  });

  it("let the console load the configured map tiles and nothing else from other origins", async () => {
    const app = buildTestApp(database, {
      webDistDir,
      mapTiles: {
        road: { url: "https://{s}.tiles.example.net/{z}/{x}/{y}.png", attribution: "" },
        satellite: { url: "https://imagery.example.org:8443/t/{z}/{y}/{x}", attribution: "" },
      },
    });
    const response = await app.inject({ method: "GET", url: "/" });
    await app.close();

    const csp = directivesOf(response.headers["content-security-policy"]);
    expect(csp.get("img-src")).toBe("'self' data: blob: https://*.tiles.example.net https://imagery.example.org:8443");
    expect(csp.get("connect-src")).toBe("'self'");
  });

  it("ask browsers to keep to https for a year when the console is served over https", async () => {
    const app = buildTestApp(database, { webDistDir, publicUrl: "https://console.ondine.example" });
    const response = await app.inject({ method: "GET", url: "/" });
    await app.close();

    expect(response.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("tileSourceOf", () => {
  it("keeps scheme, host and port, and turns Leaflet's subdomain placeholder into a wildcard", () => {
    expect(tileSourceOf("https://tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://tile.openstreetmap.org");
    expect(tileSourceOf("http://{s}.tile.local:8080/{z}/{x}/{y}.png")).toBe("http://*.tile.local:8080");
    expect(tileSourceOf("not a url")).toBeUndefined();
  });
});
