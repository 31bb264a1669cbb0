import { resolve } from "node:path";
import {
  type CustomerServicePhones,
  defaultCustomerServicePhones,
  type MenuEnvironmentLink,
  parseCalendarDay,
  privateWifiLimits,
  type TicketKind,
  type TileLayerSettings,
  ticketKinds,
} from "@ondine/domain";
import { z } from "zod";
import { boundedPoolSettings, defaultPostgresPoolSize, type PostgresPoolSettings } from "./db/postgres-pool-settings";
import { defaultLegalContentDir, defaultWebDistDir } from "./server-package";

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

/** Comma-separated days, `YYYY-MM-DD` (the SLA clock's holidays added or removed); unset: none. */
const dayListSetting = optionalText.transform((value, context) => {
  const days = (value ?? "")
    .split(",")
    .map((day) => day.trim())
    .filter((day) => day !== "");
  const wrong = days.filter((day) => parseCalendarDay(day) === undefined);
  if (wrong.length === 0) return days;
  context.addIssue({
    code: "custom",
    message: `must be comma-separated days written YYYY-MM-DD, e.g. 2026-12-24,2026-12-31 (${wrong.join(", ")} is not one)`,
  });
  return z.NEVER;
});

/** The most links MENU_ENVIRONMENT_LINKS may name, and the longest label: a menu, not a directory. */
export const menuEnvironmentLinkLimits = { count: 10, labelLength: 40 } as const;

/**
 * `Label=URL` pairs, comma-separated (docs/product.md#navigation-menu): the menu's links into the
 * product's other environments, in this order. A label holds no `=` nor `,`; a comma inside a URL
 * is written %2C. Unset: none.
 */
const menuEnvironmentLinksSetting = optionalText.transform((value, context) => {
  const links: MenuEnvironmentLink[] = [];
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    const separator = entry.indexOf("=");
    const label = separator > 0 ? entry.slice(0, separator).trim() : "";
    const url = separator > 0 ? entry.slice(separator + 1).trim() : "";
    const problem =
      label === "" || url === ""
        ? `"${entry}" is not Label=URL`
        : label.length > menuEnvironmentLinkLimits.labelLength
          ? `the label "${label}" is longer than ${menuEnvironmentLinkLimits.labelLength} characters`
          : !isHttpUrl(url)
            ? `"${url}" is not an http:// or https:// URL`
            : links.some((link) => link.label === label)
              ? `"${label}" is named twice`
              : undefined;
    if (problem !== undefined) {
      context.addIssue({
        code: "custom",
        message: `must be Label=URL pairs, comma-separated, e.g. Preproduction=https://preprod.ondine.example (${problem})`,
      });
      return z.NEVER;
    }
    links.push({ label, url });
  }
  if (links.length > menuEnvironmentLinkLimits.count) {
    context.addIssue({ code: "custom", message: `must name at most ${menuEnvironmentLinkLimits.count} links` });
    return z.NEVER;
  }
  return links;
});

/** A ticket kind's SLA targets in business hours, as TICKET_SLA_TARGETS sets them. */
export type SlaTargetHours = { firstResponseHours: number; resolutionHours: number };

/** The longest target TICKET_SLA_TARGETS accepts, in business hours: some three years of business days. */
const longestSlaTargetHours = 10_000;

/** One `kind:first_response_hours/resolution_hours` entry, or what is wrong with it. */
function slaTargetEntry(entry: string): { kind: TicketKind; hours: SlaTargetHours } | { problem: string } {
  const match = /^([a-z_]+):(\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)$/.exec(entry);
  if (!match) return { problem: `"${entry}" is not kind:first_response_hours/resolution_hours` };
  const kind = ticketKinds.find((known) => known === match[1]);
  if (!kind) return { problem: `"${match[1]}" is not a ticket kind (${ticketKinds.join(", ")})` };
  const [firstResponseHours, resolutionHours] = [Number(match[2]), Number(match[3])];
  if ([firstResponseHours, resolutionHours].some((hours) => hours <= 0 || hours > longestSlaTargetHours)) {
    return { problem: `${kind}'s hours must be more than 0 and at most ${longestSlaTargetHours}` };
  }
  return { kind, hours: { firstResponseHours, resolutionHours } };
}

/**
 * `kind:first_response_hours/resolution_hours`, comma-separated
 * (docs/tickets.md#sla-clock): the kinds whose targets differ from the defaults.
 */
const slaTargetHoursSetting = optionalText.transform((value, context) => {
  const targets: Partial<Record<TicketKind, SlaTargetHours>> = {};
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    const read = slaTargetEntry(entry);
    const problem = "problem" in read ? read.problem : targets[read.kind] ? `${read.kind} is set twice` : undefined;
    if (problem !== undefined || "problem" in read) {
      context.addIssue({
        code: "custom",
        message: `must be kind:first_response_hours/resolution_hours, comma-separated, e.g. technical:2/24,misc:4/80 (${problem})`,
      });
      return z.NEVER;
    }
    targets[read.kind] = read.hours;
  }
  return targets;
});

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
    LEGAL_CONTENT_DIR: optionalText.transform((value) => (value ? resolve(value) : defaultLegalContentDir())),
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
    TICKET_SMTP_PORT: optionalText.refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 65_535),
      "must be a port between 1 and 65535 (leave it unset not to receive ticket replies by mail)",
    ),
    TICKET_SMTP_HOST: optionalText.transform((value) => value ?? "127.0.0.1"),
    TICKET_MAIL_DOMAIN: optionalText.refine(
      (value) => value === undefined || /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(value),
      "must be a domain name such as tickets.ondine.example (without @)",
    ),
    // The key of the tickets' reply addresses: a short one could be guessed.
    TICKET_REPLY_SECRET: optionalText.refine(
      (value) => value === undefined || /^\S{32,}$/.test(value),
      "must be at least 32 characters without spaces",
    ),
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
    SUPPORT_PORTAL_URL: httpUrl(" (the support centre /working-site links to)"),
    EXTERNAL_TICKETS_URL: httpUrl(
      " (an external ticket portal for home's incidents card; unset, it opens the console's tickets)",
    ),
    MENU_ENVIRONMENT_LINKS: menuEnvironmentLinksSetting,
    // docs/webhooks.md#guard: plain http and loopback receivers, for development and tests only.
    WEBHOOKS_ALLOW_LOCAL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.enum(["true", "false"], { error: "must be true or false" }).optional(),
    ),
    CUSTOMER_SERVICE_PHONE: phoneText,
    SCHOOL_SERVICE_PHONE: phoneText,
    MAP_ROAD_TILES_URL: tileUrlTemplate,
    MAP_ROAD_TILES_ATTRIBUTION: optionalText,
    MAP_SATELLITE_TILES_URL: tileUrlTemplate,
    MAP_SATELLITE_TILES_ATTRIBUTION: optionalText,
    TICKET_HOLIDAYS_COUNTRY: optionalText
      .refine((value) => value === undefined || /^[a-z]{2}$/i.test(value), "must be a two-letter country code, e.g. FR")
      .transform((value) => (value ?? "FR").toUpperCase()),
    TICKET_HOLIDAYS_EXTRA: dayListSetting,
    TICKET_HOLIDAYS_REMOVED: dayListSetting,
    TICKET_SLA_TARGETS: slaTargetHoursSetting,
    ALERT_TOLERANCE_SECONDS: wholeNumberSetting("120", "seconds", 0, 86_400),
    ALERT_GROUP_WAIT_SECONDS: wholeNumberSetting("30", "seconds", 0, 3_600),
    ALERT_GROUP_INTERVAL_SECONDS: wholeNumberSetting("300", "seconds", 0, 86_400),
    PRIVATE_WIFI_SITE_KEY_LIMIT: wholeNumberSetting(String(privateWifiLimits.defaultSiteKeyLimit), "keys", 1, 100_000),
  })
  .superRefine((values, context) => {
    // A day both added to and removed from the SLA clock's holidays says two things.
    const both = values.TICKET_HOLIDAYS_REMOVED.filter((day) => values.TICKET_HOLIDAYS_EXTRA.includes(day));
    if (both.length > 0) {
      const message = `must not name a day TICKET_HOLIDAYS_EXTRA adds (${both.join(", ")})`;
      context.addIssue({ code: "custom", path: ["TICKET_HOLIDAYS_REMOVED"], message });
    }
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
    // A ticket's reply address is signed at a domain: one is no use without the other, and the listener needs both.
    if ((values.TICKET_MAIL_DOMAIN === undefined) !== (values.TICKET_REPLY_SECRET === undefined)) {
      const missing = values.TICKET_MAIL_DOMAIN === undefined ? "TICKET_MAIL_DOMAIN" : "TICKET_REPLY_SECRET";
      const other = missing === "TICKET_MAIL_DOMAIN" ? "TICKET_REPLY_SECRET" : "TICKET_MAIL_DOMAIN";
      context.addIssue({ code: "custom", path: [missing], message: `must be set when ${other} is set` });
    } else if (values.TICKET_SMTP_PORT !== undefined && values.TICKET_REPLY_SECRET === undefined) {
      for (const name of ["TICKET_MAIL_DOMAIN", "TICKET_REPLY_SECRET"] as const) {
        context.addIssue({ code: "custom", path: [name], message: "must be set when TICKET_SMTP_PORT is set" });
      }
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
  /** Absolute path of the terms, privacy and legal notice texts, `{page}.{language}.md` (docs/legal.md). */
  legalContentDir: string;
  nodeEnv: "development" | "production" | "test";
  /**
   * Webhook receivers may be plain http and on the loopback (WEBHOOKS_ALLOW_LOCAL; by default in
   * development and tests only): never private, link-local or metadata addresses (docs/webhooks.md#guard).
   */
  webhooksAllowLocal: boolean;
  /** The console's address as users reach it, without a trailing slash; mailed links start with it. */
  publicUrl: string;
  /** Unset: mail stays in the outbox table (and the log) instead of being sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The domain and key of the tickets' signed reply addresses (docs/tickets.md#mail): set, each ticket
   * mail's Reply-To is one; unset (both), ticket mail has no Reply-To.
   */
  ticketReplyAddress: { domain: string; secret: string } | undefined;
  /** Where the server listens for SMTP replies to ticket mail; unset: it does not (needs ticketReplyAddress). */
  ticketSmtp: { port: number; host: string } | undefined;
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
  /** The external support centre, without a trailing slash. */
  supportPortalUrl: string;
  /** An external ticket portal home's incidents card opens instead of the console's tickets (docs/tickets.md#kpis). */
  externalTicketsUrl: string | undefined;
  /** The menu's links into the product's other environments (MENU_ENVIRONMENT_LINKS, docs/product.md#navigation-menu). */
  menuEnvironmentLinks: readonly MenuEnvironmentLink[];
  /** The numbers printed on coupons: the default and the school-service hotline (docs/product.md#codes-printing). */
  customerServicePhones: CustomerServicePhones;
  /** The home map's tile layers; null when turned off with `none`. */
  mapTiles: { road: TileLayerSettings | null; satellite: TileLayerSettings | null };
  /**
   * The SLA clock's public holidays (docs/tickets.md#sla-clock): those of a country as
   * date-holidays knows them (ISO 3166 code, upper case), and days added or removed (`YYYY-MM-DD`).
   */
  ticketHolidays: { country: string; extra: readonly string[]; removed: readonly string[] };
  /** The ticket kinds whose SLA targets differ from the defaults, in business hours (TICKET_SLA_TARGETS). */
  ticketSlaTargetHours: Partial<Record<TicketKind, SlaTargetHours>>;
  /**
   * The alert noise rules the settings change (docs/alerts.md#noise), in milliseconds:
   * how long a level holds before it is told, how long a person's first alert waits for others, and the
   * least time between two alert mails to one person. The other rules keep their defaults.
   */
  alertNoise: { toleranceMs: number; groupWaitMs: number; groupIntervalMs: number };
  /** The live private Wi-Fi keys a site may hold (docs/private-wifi.md#commands "The key limit"). */
  privateWifiSiteKeyLimit: number;
};

// Never echoed back in an error message: a URL may carry a password.
const secretVariables = new Set([
  "DATABASE_URL",
  "DATABASE_DIRECT_URL",
  "DATABASE_REPLICA_URL",
  "SMTP_URL",
  "TICKET_REPLY_SECRET",
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
    legalContentDir: values.LEGAL_CONTENT_DIR,
    nodeEnv: values.NODE_ENV,
    webhooksAllowLocal:
      values.WEBHOOKS_ALLOW_LOCAL === undefined
        ? values.NODE_ENV !== "production"
        : values.WEBHOOKS_ALLOW_LOCAL === "true",
    publicUrl: withoutTrailingSlash(values.PUBLIC_URL ?? `http://localhost:${values.PORT}`),
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM,
    ticketReplyAddress:
      values.TICKET_MAIL_DOMAIN !== undefined && values.TICKET_REPLY_SECRET !== undefined
        ? { domain: values.TICKET_MAIL_DOMAIN.toLowerCase(), secret: values.TICKET_REPLY_SECRET }
        : undefined,
    ticketSmtp:
      values.TICKET_SMTP_PORT === undefined
        ? undefined
        : { port: Number(values.TICKET_SMTP_PORT), host: values.TICKET_SMTP_HOST },
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
    externalTicketsUrl: values.EXTERNAL_TICKETS_URL && withoutTrailingSlash(values.EXTERNAL_TICKETS_URL),
    menuEnvironmentLinks: values.MENU_ENVIRONMENT_LINKS,
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
    ticketHolidays: {
      country: values.TICKET_HOLIDAYS_COUNTRY,
      extra: values.TICKET_HOLIDAYS_EXTRA,
      removed: values.TICKET_HOLIDAYS_REMOVED,
    },
    ticketSlaTargetHours: values.TICKET_SLA_TARGETS,
    alertNoise: {
      toleranceMs: values.ALERT_TOLERANCE_SECONDS * 1000,
      groupWaitMs: values.ALERT_GROUP_WAIT_SECONDS * 1000,
      groupIntervalMs: values.ALERT_GROUP_INTERVAL_SECONDS * 1000,
    },
    privateWifiSiteKeyLimit: values.PRIVATE_WIFI_SITE_KEY_LIMIT,
  };
}
