import { join, resolve } from "node:path";
import { defaultCustomerServicePhones } from "@ondine/domain";
import { describe, expect, it } from "vitest";
import { ConfigError, defaultMapTiles, loadConfig } from "./config";
import { serverPackageRoot } from "./server-package";

describe("loadConfig", () => {
  it("defaults to the embedded database in ./data, on 127.0.0.1:8080, serving apps/web/dist", () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: "127.0.0.1",
      databaseUrl: undefined,
      databaseDirectUrl: undefined,
      databaseReplicaUrl: undefined,
      replicaMaxLagSeconds: 5,
      dataDir: resolve("data"),
      logLevel: "info",
      webDistDir: resolve(serverPackageRoot, "..", "web", "dist"),
      legalContentDir: resolve(serverPackageRoot, "..", "..", "content", "legal"),
      nodeEnv: "development",
      webhooksAllowLocal: true,
      publicUrl: "http://localhost:8080",
      smtpUrl: undefined,
      mailFrom: "Ondine <no-reply@ondine.example>",
      smsUrl: undefined,
      smsToken: undefined,
      oidcIssuer: undefined,
      oidcClientId: undefined,
      oidcClientSecret: undefined,
      staffEmailDomain: undefined,
      betaConsoleUrl: undefined,
      monitoringRetentionMonths: 13,
      searchTimeoutMs: 5000,
      maxEventLoopDelayMs: 1000,
      databasePool: { size: 20, waitMs: 2000, statementTimeoutMs: 30_000, queryTimeoutMs: 35_000 },
      trustProxy: false,
      metricsToken: undefined,
      supportPortalUrl: "https://support.ondine.example",
      externalTicketsUrl: undefined,
      menuEnvironmentLinks: [],
      customerServicePhones: defaultCustomerServicePhones,
      mapTiles: {
        road: { url: defaultMapTiles.roadUrl, attribution: defaultMapTiles.roadAttribution },
        satellite: { url: defaultMapTiles.satelliteUrl, attribution: defaultMapTiles.satelliteAttribution },
      },
      ticketHolidays: { country: "FR", extra: [], removed: [] },
      ticketSlaTargetHours: {},
      alertNoise: { toleranceMs: 120_000, groupWaitMs: 30_000, groupIntervalMs: 300_000 },
      privateWifiSiteKeyLimit: 5000,
    });
  });

  it("reads every variable, resolving folders against the working directory", () => {
    const config = loadConfig({
      PORT: "9000",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://ondine@db.internal:5432/ondine",
      DATABASE_DIRECT_URL: "postgres://ondine@db-direct.internal:5432/ondine",
      DATABASE_REPLICA_URL: "postgres://ondine@standby.internal:5432/ondine",
      REPLICA_MAX_LAG_SECONDS: "10",
      DATA_DIR: "var/ondine",
      LOG_LEVEL: "debug",
      WEB_DIST_DIR: "/srv/console",
      LEGAL_CONTENT_DIR: "legal-texts",
      NODE_ENV: "production",
      PUBLIC_URL: "https://console.ondine.example/",
      SMTP_URL: "smtp://mailer:secret@smtp.ondine.example:587",
      MAIL_FROM: "Ondine <console@ondine.example>",
      SMS_URL: "https://sms.provider.example/v1/messages",
      SMS_TOKEN: "sms-t0ken",
      OIDC_ISSUER: "https://login.ondine.example/realms/staff",
      OIDC_CLIENT_ID: "console",
      OIDC_CLIENT_SECRET: "s3cret",
      STAFF_EMAIL_DOMAIN: "Ondine.Example",
      BETA_CONSOLE_URL: "https://beta.ondine.example/",
      MONITORING_RETENTION_MONTHS: "24",
      SEARCH_TIMEOUT_SECONDS: "2.5",
      MAX_EVENT_LOOP_DELAY_MS: "0",
      METRICS_TOKEN: "prometheus-scrape-t0ken",
      SUPPORT_PORTAL_URL: "https://help.ondine.example/",
      EXTERNAL_TICKETS_URL: "https://tickets.help.ondine.example/",
      MENU_ENVIRONMENT_LINKS:
        "Préproduction=https://preprod.ondine.example/?from=menu, Campus=https://campus.ondine.example",
      CUSTOMER_SERVICE_PHONE: "+33 4 72 00 00 01",
      SCHOOL_SERVICE_PHONE: "04 72 00 00 02",
      MAP_ROAD_TILES_URL: "https://tiles.ondine.example/road/{z}/{x}/{y}.png",
      MAP_ROAD_TILES_ATTRIBUTION: "Ondine tiles",
      MAP_SATELLITE_TILES_URL: "none",
      TICKET_HOLIDAYS_COUNTRY: "be",
      TICKET_HOLIDAYS_EXTRA: "2026-12-24",
      TICKET_HOLIDAYS_REMOVED: "2026-11-11,2026-11-15",
      TICKET_SLA_TARGETS: "supply:4/48",
      ALERT_TOLERANCE_SECONDS: "0",
      ALERT_GROUP_WAIT_SECONDS: "5",
      ALERT_GROUP_INTERVAL_SECONDS: "60",
      PRIVATE_WIFI_SITE_KEY_LIMIT: "250",
    });
    expect(config).toEqual({
      port: 9000,
      host: "0.0.0.0",
      databaseUrl: "postgres://ondine@db.internal:5432/ondine",
      databaseDirectUrl: "postgres://ondine@db-direct.internal:5432/ondine",
      databaseReplicaUrl: "postgres://ondine@standby.internal:5432/ondine",
      replicaMaxLagSeconds: 10,
      dataDir: join(process.cwd(), "var/ondine"),
      logLevel: "debug",
      webDistDir: "/srv/console",
      legalContentDir: join(process.cwd(), "legal-texts"),
      nodeEnv: "production",
      webhooksAllowLocal: false,
      publicUrl: "https://console.ondine.example",
      smtpUrl: "smtp://mailer:secret@smtp.ondine.example:587",
      mailFrom: "Ondine <console@ondine.example>",
      smsUrl: "https://sms.provider.example/v1/messages",
      smsToken: "sms-t0ken",
      oidcIssuer: "https://login.ondine.example/realms/staff",
      oidcClientId: "console",
      oidcClientSecret: "s3cret",
      staffEmailDomain: "ondine.example",
      betaConsoleUrl: "https://beta.ondine.example",
      monitoringRetentionMonths: 24,
      searchTimeoutMs: 2500,
      maxEventLoopDelayMs: 0,
      databasePool: { size: 20, waitMs: 2000, statementTimeoutMs: 30_000, queryTimeoutMs: 35_000 },
      trustProxy: false,
      metricsToken: "prometheus-scrape-t0ken",
      supportPortalUrl: "https://help.ondine.example",
      externalTicketsUrl: "https://tickets.help.ondine.example",
      menuEnvironmentLinks: [
        { label: "Préproduction", url: "https://preprod.ondine.example/?from=menu" },
        { label: "Campus", url: "https://campus.ondine.example" },
      ],
      customerServicePhones: { default: "+33 4 72 00 00 01", school_service: "04 72 00 00 02" },
      mapTiles: {
        road: { url: "https://tiles.ondine.example/road/{z}/{x}/{y}.png", attribution: "Ondine tiles" },
        satellite: null,
      },
      ticketHolidays: { country: "BE", extra: ["2026-12-24"], removed: ["2026-11-11", "2026-11-15"] },
      ticketSlaTargetHours: { supply: { firstResponseHours: 4, resolutionHours: 48 } },
      alertNoise: { toleranceMs: 0, groupWaitMs: 5_000, groupIntervalMs: 60_000 },
      privateWifiSiteKeyLimit: 250,
    });
  });

  it.each([
    ["Preproduction", /"Preproduction" is not Label=URL/],
    ["=https://preprod.ondine.example", /is not Label=URL/],
    ["Preproduction=ftp://preprod.ondine.example", /is not an http:\/\/ or https:\/\/ URL/],
    ["A=https://a.example,A=https://b.example", /"A" is named twice/],
    [`${"L".repeat(41)}=https://a.example`, /longer than 40 characters/],
    [Array.from({ length: 11 }, (_, index) => `E${index}=https://e${index}.example`).join(","), /at most 10 links/],
  ])("refuses MENU_ENVIRONMENT_LINKS=%s, saying why", (value, problem) => {
    expect(() => loadConfig({ MENU_ENVIRONMENT_LINKS: value })).toThrow(problem);
  });

  it("refuses a short METRICS_TOKEN without echoing it", () => {
    expect(() => loadConfig({ METRICS_TOKEN: "short-t0ken" })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: "short-t0ken" })).not.toThrow(/short-t0ken/);
  });

  it("bounds the PostgreSQL pool: size, wait for a connection, statement and answer timeouts", () => {
    const pool = loadConfig({
      DATABASE_POOL_SIZE: "8",
      DATABASE_POOL_WAIT_MS: "500",
      DATABASE_STATEMENT_TIMEOUT_MS: "10000",
    }).databasePool;
    expect(pool).toEqual({ size: 8, waitMs: 500, statementTimeoutMs: 10_000, queryTimeoutMs: 15_000 });
    // pg's own wait covers a search's longer LOCAL timeout, so that the server cancels it first (SEARCH_TIMEOUT).
    expect(
      loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "10000", SEARCH_TIMEOUT_SECONDS: "60" }).databasePool.queryTimeoutMs,
    ).toBe(65_000);
    // 0: no statement timeout, and no client-side one either.
    expect(loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "0" }).databasePool).toMatchObject({
      statementTimeoutMs: 0,
      queryTimeoutMs: 0,
    });
    expect(() => loadConfig({ DATABASE_POOL_SIZE: "0" })).toThrow(/DATABASE_POOL_SIZE: must be between 1 and 1000/);
    expect(() => loadConfig({ DATABASE_POOL_WAIT_MS: "0" })).toThrow(/DATABASE_POOL_WAIT_MS: must be between 100/);
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: "50" })).toThrow(
      /DATABASE_STATEMENT_TIMEOUT_MS: must be 0 \(no limit\) or between 1000 and 3600000/,
    );
  });

  it("builds the public address from the port when PUBLIC_URL is unset", () => {
    expect(loadConfig({ PORT: "9100" }).publicUrl).toBe("http://localhost:9100");
  });

  it("refuses bad mail and sign-on settings, without echoing secrets", () => {
    let error: unknown;
    try {
      loadConfig({
        PUBLIC_URL: "console.example",
        SMTP_URL: "http://user:pa55word@mail",
        STAFF_EMAIL_DOMAIN: "@ondine.example",
        OIDC_ISSUER: "https://login.ondine.example",
        BETA_CONSOLE_URL: "ftp://beta",
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/),
        expect.stringMatching(/^SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/),
        expect.stringMatching(/^STAFF_EMAIL_DOMAIN: must be a domain name/),
        expect.stringMatching(/^BETA_CONSOLE_URL: must be an http/),
      ]),
    );
    expect((error as ConfigError).message).not.toContain("pa55word");
  });

  it("keeps monitoring series 1 to 120 months", () => {
    expect(() => loadConfig({ MONITORING_RETENTION_MONTHS: "0" })).toThrow(
      /MONITORING_RETENTION_MONTHS: must be between 1 and 120/,
    );
    expect(() => loadConfig({ MONITORING_RETENTION_MONTHS: "a year" })).toThrow(/must be a whole number of months/);
  });

  it("caps a site's private Wi-Fi keys at 5,000 by default, 1 to 100,000", () => {
    expect(loadConfig({ PRIVATE_WIFI_SITE_KEY_LIMIT: "" }).privateWifiSiteKeyLimit).toBe(5000);
    expect(loadConfig({ PRIVATE_WIFI_SITE_KEY_LIMIT: "12000" }).privateWifiSiteKeyLimit).toBe(12_000);
    expect(() => loadConfig({ PRIVATE_WIFI_SITE_KEY_LIMIT: "0" })).toThrow(
      /PRIVATE_WIFI_SITE_KEY_LIMIT: must be between 1 and 100000/,
    );
    expect(() => loadConfig({ PRIVATE_WIFI_SITE_KEY_LIMIT: "lots" })).toThrow(/must be a whole number of keys/);
  });

  it("reads the search timeout in seconds, 5 by default", () => {
    expect(loadConfig({}).searchTimeoutMs).toBe(5000);
    expect(loadConfig({ SEARCH_TIMEOUT_SECONDS: "0.5" }).searchTimeoutMs).toBe(500);
    expect(() => loadConfig({ SEARCH_TIMEOUT_SECONDS: "0" })).toThrow(
      /SEARCH_TIMEOUT_SECONDS: must be between 0.1 and 300/,
    );
    expect(() => loadConfig({ SEARCH_TIMEOUT_SECONDS: "soon" })).toThrow(/must be a number of seconds/);
  });

  it("reads the event loop's delay before load shedding in milliseconds, 1,000 by default, 0 for off", () => {
    expect(loadConfig({}).maxEventLoopDelayMs).toBe(1000);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "250" }).maxEventLoopDelayMs).toBe(250);
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "0" }).maxEventLoopDelayMs).toBe(0);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "soon" })).toThrow(/must be a whole number of milliseconds/);
    expect(() => loadConfig({ MAX_EVENT_LOOP_DELAY_MS: "90000" })).toThrow(/must be between 0 \(off\) and 60000/);
  });

  it("reads TRUST_PROXY as a hop count or a list of proxy addresses, off by default", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 192.168.1.2,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "192.168.1.2",
      "::1",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be a number of proxy hops/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/TRUST_PROXY/);
  });

  it("needs the OIDC client id, secret and staff domain with an issuer", () => {
    expect(() => loadConfig({ OIDC_ISSUER: "https://login.ondine.example" })).toThrow(
      /OIDC_CLIENT_ID: must be set when OIDC_ISSUER is set\n {2}- OIDC_CLIENT_SECRET: must be set when OIDC_ISSUER is set\n {2}- STAFF_EMAIL_DOMAIN: must be set when OIDC_ISSUER is set/,
    );
  });

  it("needs the SMS provider's address and token together, without echoing them", () => {
    expect(() => loadConfig({ SMS_URL: "https://sms.provider.example" })).toThrow(
      /SMS_TOKEN: must be set when SMS_URL is set/,
    );
    expect(() => loadConfig({ SMS_TOKEN: "t0ken" })).toThrow(/SMS_URL: must be set when SMS_TOKEN is set/);
    let message = "";
    try {
      loadConfig({ SMS_URL: "sms.provider.example/t0ken-in-url", SMS_TOKEN: "t0ken" });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toMatch(/SMS_URL: must be an http:\/\/ or https:\/\/ URL/);
    expect(message).not.toContain("t0ken");
  });

  it("reads the tickets' reply addresses and SMTP listener, the domain and secret together, never echoing the secret", () => {
    const secret = "0123456789abcdef0123456789abcdef";
    expect(
      loadConfig({
        TICKET_MAIL_DOMAIN: "Tickets.Ondine.Example",
        TICKET_REPLY_SECRET: secret,
        TICKET_SMTP_PORT: "2525",
      }),
    ).toMatchObject({
      ticketReplyAddress: { domain: "tickets.ondine.example", secret },
      ticketSmtp: { port: 2525, host: "127.0.0.1" },
    });
    expect(loadConfig({ TICKET_MAIL_DOMAIN: "tickets.ondine.example", TICKET_REPLY_SECRET: secret })).toMatchObject({
      ticketSmtp: undefined,
    });
    expect(() => loadConfig({ TICKET_SMTP_PORT: "2525" })).toThrow(
      /TICKET_MAIL_DOMAIN: must be set when TICKET_SMTP_PORT is set\n.*TICKET_REPLY_SECRET: must be set when TICKET_SMTP_PORT is set/,
    );
    expect(() => loadConfig({ TICKET_MAIL_DOMAIN: "tickets.ondine.example" })).toThrow(
      /TICKET_REPLY_SECRET: must be set when TICKET_MAIL_DOMAIN is set/,
    );
    expect(() =>
      loadConfig({ TICKET_SMTP_PORT: "70000", TICKET_MAIL_DOMAIN: "t.example", TICKET_REPLY_SECRET: secret }),
    ).toThrow(/TICKET_SMTP_PORT: must be a port between 1 and 65535/);
    let message = "";
    try {
      loadConfig({ TICKET_MAIL_DOMAIN: "tickets.ondine.example", TICKET_REPLY_SECRET: "short-s3cret" });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toMatch(/TICKET_REPLY_SECRET: must be at least 32 characters without spaces/);
    expect(message).not.toContain("short-s3cret");
  });

  it("refuses a map tile URL that is not a {z}/{x}/{y} template", () => {
    expect(() => loadConfig({ MAP_ROAD_TILES_URL: "https://tiles.ondine.example/road.png" })).toThrow(
      /MAP_ROAD_TILES_URL: must be an http:\/\/ or https:\/\/ URL template with \{z\}, \{x\} and \{y\}, or none/,
    );
  });

  it("reads an empty variable as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 8080 });
  });

  it("lists every bad variable in one error, without echoing the database URL", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", LOG_LEVEL: "loud", DATABASE_URL: "mysql://root:secret@db/x" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toMatch(/^Invalid configuration:\n/);
    expect(message).toContain('PORT: must be a whole number (got "eighty")');
    expect(message).toContain("LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent");
    expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    expect(message).not.toContain("secret");
    expect((error as ConfigError).problems).toHaveLength(3);
  });

  it("refuses a port out of range", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow("PORT: must be between 0 and 65535");
  });

  it("reads the direct URL (DATABASE_URL by default), the read replica and its lag bound", () => {
    const primary = "postgres://ondine@pgbouncer:6432/ondine";
    expect(loadConfig({ DATABASE_URL: primary })).toMatchObject({
      databaseDirectUrl: primary,
      databaseReplicaUrl: undefined,
      replicaMaxLagSeconds: 5,
    });
    expect(
      loadConfig({
        DATABASE_URL: primary,
        DATABASE_DIRECT_URL: "postgres://ondine@db:5432/ondine",
        DATABASE_REPLICA_URL: "postgres://ondine@standby:5432/ondine",
        REPLICA_MAX_LAG_SECONDS: "2.5",
      }),
    ).toMatchObject({
      databaseDirectUrl: "postgres://ondine@db:5432/ondine",
      databaseReplicaUrl: "postgres://ondine@standby:5432/ondine",
      replicaMaxLagSeconds: 2.5,
    });
    expect(() => loadConfig({ DATABASE_URL: primary, REPLICA_MAX_LAG_SECONDS: "0" })).toThrow(
      "REPLICA_MAX_LAG_SECONDS: must be between 0.5 and 3600",
    );
  });

  it("needs DATABASE_URL for a direct URL or a replica, without echoing them", () => {
    let message = "";
    try {
      loadConfig({ DATABASE_REPLICA_URL: "postgres://ondine:s3cret@standby/ondine", DATABASE_DIRECT_URL: "db:5432" });
    } catch (error) {
      message = (error as ConfigError).message;
    }
    expect(message).toContain("DATABASE_REPLICA_URL: needs DATABASE_URL (PostgreSQL) to be set");
    expect(message).toContain("DATABASE_DIRECT_URL: must be a postgres:// or postgresql:// URL");
    expect(message).not.toContain("s3cret");
  });
});
