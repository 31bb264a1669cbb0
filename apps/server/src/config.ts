import { resolve } from "node:path";
import { type CustomerServicePhones, defaultCustomerServicePhones, type TileLayerSettings } from "@ondine/domain";
import { z } from "zod";
import { boundedPoolSettings, defaultPostgresPoolSize, type PostgresPoolSettings } from "./db/postgres-pool-settings";
import { defaultWebDistDir } from "./server-package";

export const logLevels = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];

// An empty variable (`DATABASE_URL=` in a .env) means "unset", as shells and
// process managers often write it that way.
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().trim().optional());

/** A number as printed for people to dial: digits, spaces, dots, dashes, brackets, a leading +. */
const phoneText = optionalText.refine(
  (value) => value === undefined || /^\+?[0-9][0-9 .()-]{3,30}$/.test(value),
  "must be a phone number as printed, e.g. +33 1 99 00 20 20",
);

const httpUrl = (hint: string) =>
  optionalText.refine((value) => value === undefined || isHttpUrl(value), `must be an http:// or https:// URL${hint}`);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, "");

/** The home map's default tiles (README "Settings"): OpenStreetMap's roads and Esri's World Imagery. */
export const defaultMapTiles = {
  roadUrl: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  roadAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  satelliteUrl: "https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}",
  satelliteAttribution:
    "Tiles &copy; Esri &mdash; Source: Esri, Maxar, Earthstar Geographics, and the GIS User Community",
} as const;

/** A tile URL template with `{z}`, `{x}` and `{y}`, or `none` to draw the map without that layer (tests, closed networks). */
const tileUrlTemplate = optionalText.refine(
  (value) =>
    value === undefined ||
    value === "none" ||
    (isHttpUrl(value) && ["{z}", "{x}", "{y}"].every((part) => value.includes(part))),
  "must be an http:// or https:// URL template with {z}, {x} and {y}, or none",
);

function tileLayer(
  url: string | undefined,
  defaultUrl: string,
  attribution: string | undefined,
  defaultAttribution: string,
) {
  if (url === "none") return null;
  return { url: url ?? defaultUrl, attribution: attribution ?? (url === undefined ? defaultAttribution : "") };
}

/** A whole number between `min` and `max`, `fallback` when unset. */
function wholeNumberSetting(fallback: string, unit: string, min: number, max: number) {
  const range = `must be between ${min} and ${max}`;
  return z.preprocess(
    (value) => (value === undefined || value === "" ? fallback : value),
    z
      .string()
      .regex(/^\d+$/, `must be a whole number of ${unit}`)
      .transform(Number)
      .pipe(z.number().int().min(min, range).max(max, range)),
  );
}

const configSchema = z
  .object({
    PORT: z.preprocess(
      (value) => (value === undefined || value === "" ? "8080" : value),
      z
        .string()
        .regex(/^\d+$/, "must be a whole number")
        .transform(Number)
        .pipe(z.number().int().min(0).max(65_535, "must be between 0 and 65535")),
    ),
    HOST: optionalText.transform((value) => value ?? "127.0.0.1"),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/\S+$/.test(value),
      "must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)",
    ),
    DATABASE_DIRECT_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/\S+$/.test(value),
      "must be a postgres:// or postgresql:// URL (the same database as DATABASE_URL, without a pooler)",
    ),
    DATABASE_REPLICA_URL: optionalText.refine(
      (value) => value === undefined || /^postgres(ql)?:\/\/\S+$/.test(value),
      "must be a postgres:// or postgresql:// URL (a hot standby of DATABASE_URL's server)",
    ),
    REPLICA_MAX_LAG_SECONDS: z.preprocess(
      (value) => (value === undefined || value === "" ? "5" : value),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, "must be a number of seconds")
        .transform(Number)
        .pipe(z.number().min(0.5, "must be between 0.5 and 3600").max(3600, "must be between 0.5 and 3600")),
    ),
    DATA_DIR: optionalText.transform((value) => resolve(value ?? "./data")),
    LOG_LEVEL: z.preprocess(
      (value) => (value === "" || value === undefined ? "info" : value),
      z.enum(logLevels, { error: `must be one of ${logLevels.join(", ")}` }),
    ),
    WEB_DIST_DIR: optionalText.transform((value) => (value ? resolve(value) : defaultWebDistDir())),
    NODE_ENV: z.preprocess(
      (value) => (value === "" || value === undefined ? "development" : value),
      z.enum(["development", "production", "test"], { error: "must be development, production or test" }),
    ),
    PUBLIC_URL: httpUrl(" (the console's address, used in mailed links)"),
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\/\S+$/.test(value),
      "must be an smtp:// or smtps:// URL (leave it unset to keep mail in the outbox)",
    ),
    MAIL_FROM: optionalText.transform((value) => value ?? "Ondine <no-reply@ondine.example>"),
    SMS_URL: httpUrl(" (the SMS provider's endpoint; leave it unset to keep SMS in the outbox)"),
    SMS_TOKEN: optionalText,
    OIDC_ISSUER: httpUrl(""),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    STAFF_EMAIL_DOMAIN: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value),
      "must be a domain name such as ondine.example (without @)",
    ),
    BETA_CONSOLE_URL: httpUrl(""),
    MONITORING_RETENTION_MONTHS: z.preprocess(
      (value) => (value === undefined || value === "" ? "13" : value),
      z
        .string()
        .regex(/^\d+$/, "must be a whole number of months")
        .transform(Number)
        .pipe(z.number().int().min(1, "must be between 1 and 120").max(120, "must be between 1 and 120")),
    ),
    SEARCH_TIMEOUT_SECONDS: z.preprocess(
      (value) => (value === undefined || value === "" ? "5" : value),
      z
        .string()
        .regex(/^\d+(\.\d+)?$/, "must be a number of seconds")
        .transform(Number)
        .pipe(z.number().min(0.1, "must be between 0.1 and 300").max(300, "must be between 0.1 and 300")),
    ),
    MAX_EVENT_LOOP_DELAY_MS: z.preprocess(
      (value) => (value === undefined || value === "" ? "1000" : value),
      z
        .string()
        .regex(/^\d+$/, "must be a whole number of milliseconds")
        .transform(Number)
        .pipe(z.number().int().max(60_000, "must be between 0 (off) and 60000")),
    ),
    DATABASE_POOL_SIZE: wholeNumberSetting(String(defaultPostgresPoolSize), "connections", 1, 1000),
    DATABASE_POOL_WAIT_MS: wholeNumberSetting("2000", "milliseconds", 100, 60_000),
    DATABASE_STATEMENT_TIMEOUT_MS: z.preprocess(
      (value) => (value === undefined || value === "" ? "30000" : value),
      z
        .string()
        .regex(/^\d+$/, "must be a whole number of milliseconds")
        .transform(Number)
        .pipe(
          z
            .number()
            .int()
            .refine(
              (value) => value === 0 || (value >= 1000 && value <= 3_600_000),
              "must be 0 (no limit) or between 1000 and 3600000",
            ),
        ),
    ),
    TRUST_PROXY: optionalText.refine(
      (value) => value === undefined || /^(\d{1,2}|[0-9a-f.:/]+(\s*,\s*[0-9a-f.:/]+)*)$/i.test(value),
      "must be a number of proxy hops (1 to 99) or a comma-separated list of proxy addresses or CIDR ranges",
    ),
    // A bearer token for Prometheus' scrapes; a short one could be guessed from outside.
    METRICS_TOKEN: optionalText.refine(
      (value) => value === undefined || /^\S{16,}$/.test(value),
      "must be at least 16 characters without spaces (leave it unset to turn /api/metrics off)",
    ),
    SUPPORT_PORTAL_URL: httpUrl(" (the support portal the home's incidents card and /working-site open)"),
    CUSTOMER_SERVICE_PHONE: phoneText,
    SCHOOL_SERVICE_PHONE: phoneText,
    MAP_ROAD_TILES_URL: tileUrlTemplate,
    MAP_ROAD_TILES_ATTRIBUTION: optionalText,
    MAP_SATELLITE_TILES_URL: tileUrlTemplate,
    MAP_SATELLITE_TILES_ATTRIBUTION: optionalText,
  })
  .superRefine((values, context) => {
    // The direct connection and the replica are the PostgreSQL server's: the embedded database has neither.
    for (const name of ["DATABASE_DIRECT_URL", "DATABASE_REPLICA_URL"] as const) {
      if (values[name] !== undefined && values.DATABASE_URL === undefined) {
        context.addIssue({ code: "custom", path: [name], message: "needs DATABASE_URL (PostgreSQL) to be set" });
      }
    }
    // The SMS provider needs its address and its token together.
    if ((values.SMS_URL === undefined) !== (values.SMS_TOKEN === undefined)) {
      const missing = values.SMS_URL === undefined ? "SMS_URL" : "SMS_TOKEN";
      const other = missing === "SMS_URL" ? "SMS_TOKEN" : "SMS_URL";
      context.addIssue({ code: "custom", path: [missing], message: `must be set when ${other} is set` });
    }
    // Single sign-on needs its four settings together: without a staff domain it would never apply.
    if (values.OIDC_ISSUER === undefined) return;
    for (const name of ["OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET", "STAFF_EMAIL_DOMAIN"] as const) {
      if (values[name] === undefined) {
        context.addIssue({ code: "custom", path: [name], message: "must be set when OIDC_ISSUER is set" });
      }
    }
  });

/** The environment variables the server reads; README "Settings" lists each (tools/readme checks it). */
export const serverSettingNames: readonly string[] = Object.keys(configSchema.shape);

export type Config = {
  port: number;
  host: string;
  /** Unset: the embedded PGlite database under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * The same database reached without a transaction pooler (PgBouncer), for
   * LISTEN and session advisory locks; DATABASE_URL when unset (docs/operations.md#pgbouncer).
   */
  databaseDirectUrl: string | undefined;
  /** A hot standby of the primary: heavy reads go there while it keeps up (docs/operations.md#replica). */
  databaseReplicaUrl: string | undefined;
  /** Further behind than this, the replica's reads go to the primary. */
  replicaMaxLagSeconds: number;
  /** Absolute; holds the PGlite files and the lock that keeps it to one process. */
  dataDir: string;
  logLevel: LogLevel;
  /** Absolute path of the built web console (its index.html and assets/). */
  webDistDir: string;
  nodeEnv: "development" | "production" | "test";
  /** The console's address as users reach it, without a trailing slash; mailed links start with it. */
  publicUrl: string;
  /** Unset: mail stays in the outbox table (and the log) instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The HTTP SMS provider (`POST {to, text}`, Bearer token); both unset: SMS stay in the outbox (and the log). */
  smsUrl: string | undefined;
  smsToken: string | undefined;
  /** Single sign-on for staff (OpenID Connect); all three set, or none. */
  oidcIssuer: string | undefined;
  oidcClientId: string | undefined;
  oidcClientSecret: string | undefined;
  /** Addresses of this domain are staff: with OIDC configured they must use single sign-on. */
  staffEmailDomain: string | undefined;
  /** The beta console that beta_only and center_beta users are handed to. */
  betaConsoleUrl: string | undefined;
  /** Months of monitoring time series kept: older month partitions and roll-ups are dropped. */
  monitoringRetentionMonths: number;
  /** Longest time one search query may run before it is cancelled and answered 503 SEARCH_TIMEOUT (PostgreSQL only). */
  searchTimeoutMs: number;
  /**
   * Load shedding: while the event loop's mean delay over a sample passes this, new requests
   * answer 503 SERVER_BUSY with Retry-After instead of queuing (0: off). docs/security.md "Load shedding".
   */
  maxEventLoopDelayMs: number;
  /**
   * The PostgreSQL pool's bounds (DATABASE_POOL_SIZE, DATABASE_POOL_WAIT_MS,
   * DATABASE_STATEMENT_TIMEOUT_MS; docs/operations.md#database-faults); PGlite has no pool.
   */
  databasePool: PostgresPoolSettings;
  /**
   * Which proxies' `X-Forwarded-For` names the client (Fastify's `trustProxy`):
   * false (unset) reads the connection's address; a number trusts that many
   * hops; a list trusts those addresses or ranges. Rate limits key on it.
   */
  trustProxy: false | number | string[];
  /** The bearer token `GET /api/metrics` requires; unset, that call answers 404 (docs/operations.md#metrics). */
  metricsToken: string | undefined;
  /** The external support portal, without a trailing slash. */
  supportPortalUrl: string;
  /** The numbers printed on coupons: the default and the school-service hotline (docs/product.md#codes-printing). */
  customerServicePhones: CustomerServicePhones;
  /** The home map's tile layers; null when turned off with `none`. */
  mapTiles: { road: TileLayerSettings | null; satellite: TileLayerSettings | null };
};

// Never echoed back in an error message: a URL may carry a password.
const secretVariables = new Set([
  "DATABASE_URL",
  "DATABASE_DIRECT_URL",
  "DATABASE_REPLICA_URL",
  "SMTP_URL",
  "OIDC_CLIENT_SECRET",
  "SMS_URL",
  "SMS_TOKEN",
  "METRICS_TOKEN",
]);

/** Thrown by loadConfig; its message lists every bad variable, one a line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

function trustProxySetting(value: string | undefined): Config["trustProxy"] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
  return value.split(",").map((address) => address.trim());
}

/** Reads and validates the settings once, at boot (STYLE.md habit 9). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.map(String).join(".");
        const value = env[name];
        const shown = value === undefined || secretVariables.has(name) ? "" : ` (got ${JSON.stringify(value)})`;
        return `${name}: ${issue.message}${shown}`;
      }),
    );
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    databaseDirectUrl: values.DATABASE_DIRECT_URL ?? values.DATABASE_URL,
    databaseReplicaUrl: values.DATABASE_REPLICA_URL,
    replicaMaxLagSeconds: values.REPLICA_MAX_LAG_SECONDS,
    dataDir: values.DATA_DIR,
    logLevel: values.LOG_LEVEL,
    webDistDir: values.WEB_DIST_DIR,
    nodeEnv: values.NODE_ENV,
    publicUrl: withoutTrailingSlash(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    smsUrl: values.SMS_URL,
    smsToken: values.SMS_TOKEN,
    oidcIssuer: values.OIDC_ISSUER,
    oidcClientId: values.OIDC_CLIENT_ID,
    oidcClientSecret: values.OIDC_CLIENT_SECRET,
    staffEmailDomain: values.STAFF_EMAIL_DOMAIN?.toLowerCase(),
    betaConsoleUrl: values.BETA_CONSOLE_URL === undefined ? undefined : withoutTrailingSlash(values.BETA_CONSOLE_URL),
    monitoringRetentionMonths: values.MONITORING_RETENTION_MONTHS,
    searchTimeoutMs: Math.round(values.SEARCH_TIMEOUT_SECONDS * 1000),
    maxEventLoopDelayMs: values.MAX_EVENT_LOOP_DELAY_MS,
    databasePool: boundedPoolSettings({
      size: values.DATABASE_POOL_SIZE,
      waitMs: values.DATABASE_POOL_WAIT_MS,
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      longestLocalTimeoutMs: Math.round(values.SEARCH_TIMEOUT_SECONDS * 1000),
    }),
    trustProxy: trustProxySetting(values.TRUST_PROXY),
    metricsToken: values.METRICS_TOKEN,
    supportPortalUrl: withoutTrailingSlash(values.SUPPORT_PORTAL_URL ?? "https://support.ondine.example"),
    customerServicePhones: {
      default: values.CUSTOMER_SERVICE_PHONE ?? defaultCustomerServicePhones.default,
      school_service: values.SCHOOL_SERVICE_PHONE ?? defaultCustomerServicePhones.school_service,
    },
    mapTiles: {
      road: tileLayer(
        values.MAP_ROAD_TILES_URL,
        defaultMapTiles.roadUrl,
        values.MAP_ROAD_TILES_ATTRIBUTION,
        defaultMapTiles.roadAttribution,
      ),
      satellite: tileLayer(
        values.MAP_SATELLITE_TILES_URL,
        defaultMapTiles.satelliteUrl,
        values.MAP_SATELLITE_TILES_ATTRIBUTION,
        defaultMapTiles.satelliteAttribution,
      ),
    },
  };
}
