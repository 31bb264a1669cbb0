import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The house review "one owner per table" (docs/architecture.md "Who owns which
 * table"): each table of `db/schema` has one owning module, whose
 * repositories are the only code that queries it; another module calls the
 * owner's service through its `index.ts`. This test reads every module's
 * source (tests and fixtures aside: they build the data they read) and fails
 * when a module other than the owner names a table, by its schema object
 * imported from `db/schema` or by its SQL name in a query (after `from`,
 * `join`, `into` or `update`).
 */

const serverSource = join(import.meta.dirname, "..");
const schemaFolder = join(serverSource, "db", "schema");
const modulesFolder = join(serverSource, "modules");

/** The owner of each table, by its SQL name. The table in docs/architecture.md says the same. */
const owners: Record<string, string> = {
  advertisement_images: "advertisements",
  alert_announcements: "alerts",
  alert_notifications: "alerts",
  alert_receipts: "alerts",
  alert_site_states: "alerts",
  alert_subscriptions: "alerts",
  advertisement_locations: "advertisements",
  advertisements: "advertisements",
  api_token_uses: "sessions",
  audit_events: "audit",
  bandwidth_samples: "monitoring",
  buildings: "locations",
  cast_days: "statistics",
  cast_events: "statistics",
  collector_sites: "ingest",
  collectors: "ingest",
  connection_codes: "coupons",
  coupons: "coupons",
  end_users: "ingest",
  equipment: "monitoring",
  equipment_changes: "maps",
  floor_plans: "maps",
  floors: "locations",
  guest_users: "ingest",
  iot_commands: "iot",
  iot_devices: "iot",
  iot_messages: "iot",
  iot_rooms: "iot",
  iot_site_settings: "iot",
  iot_site_wlans: "iot",
  iot_spares: "iot",
  jobs: "jobs",
  maintenance_events: "monitoring",
  maintenance_interventions: "monitoring",
  offer_locations: "coupons",
  offers: "coupons",
  organisms: "locations",
  outbox_messages: "mail",
  purchases: "ingest",
  rate_limit_counters: "rate-limits",
  sessions: "sessions",
  private_space_devices: "private-wifi",
  private_space_imports: "private-wifi",
  private_spaces: "private-wifi",
  silence_windows: "silence",
  site_availability: "availability",
  site_availability_events: "availability",
  site_lines: "monitoring",
  site_status: "monitoring",
  sites: "locations",
  speedtests: "monitoring",
  sponsor_requests: "sponsors",
  ticket_attachments: "tickets",
  ticket_files: "tickets",
  ticket_history: "tickets",
  ticket_messages: "tickets",
  tickets: "tickets",
  traffic_daily: "monitoring",
  traffic_daily_organism: "monitoring",
  traffic_hourly: "monitoring",
  traffic_samples: "monitoring",
  unknown_address_sign_in_failures: "auth",
  user_locations: "users",
  user_tokens: "auth",
  users: "users",
  user_authenticators: "auth",
  user_recovery_codes: "auth",
  organism_security: "organism-security",
  site_tool_runs: "site-tools",
  webhook_attempts: "webhooks",
  webhook_deliveries: "webhooks",
  webhook_endpoints: "webhooks",
  webhook_events: "webhooks",
};

/**
 * Modules that read a table they do not own by design, each saying why:
 * they are read models over other modules' tables, not a second owner.
 */
const readModels: Record<string, string> = {
  search: "the search proxy compiles its indexes' mappings (mappings/*.ts) to SQL over the tables they project",
  "monitoring-storage": "makes the month partitions of the monitoring series and drops those past retention",
};

/**
 * References not moved to their owner yet, as "table module" pairs. The
 * list only shrinks: a pair that no longer occurs fails the test until it
 * is taken off, and a new pair fails until its query moves to the owner.
 */
const notYetMoved = new Set<string>([
  "buildings maps",
  "buildings monitoring",
  "buildings statistics",
  "cast_days ingest",
  "cast_events ingest",
  "coupons ingest",
  "coupons statistics",
  "equipment locations",
  "equipment maps",
  "floor_plans monitoring",
  "floors maps",
  "floors monitoring",
  "iot_devices ingest",
  "iot_devices monitoring",
  "iot_devices statistics",
  "iot_rooms statistics",
  "offer_locations ingest",
  "offers ingest",
  "offers statistics",
  "organisms advertisements",
  "organisms auth",
  "organisms coupons",
  "organisms monitoring",
  "organisms statistics",
  "purchases statistics",
  "sites advertisements",
  "sites auth",
  "sites coupons",
  "sites ingest",
  "sites maps",
  "sites monitoring",
  "sites sponsors",
  "sites statistics",
  "traffic_daily statistics",
  "traffic_daily_organism statistics",
  "user_locations auth",
  "user_locations sessions",
  "users advertisements",
  "users audit",
  "users auth",
  "users iot",
  "users sessions",
  "users sso",
]);

/** Each table's schema object name and SQL name, read from `db/schema`. */
function schemaTables(): { objectName: string; sqlName: string }[] {
  return readdirSync(schemaFolder)
    .filter((file) => file.endsWith(".ts"))
    .flatMap((file) =>
      [...readFileSync(join(schemaFolder, file), "utf8").matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)].map(
        ([, objectName, sqlName]) => ({ objectName: objectName as string, sqlName: sqlName as string }),
      ),
    );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".ts"))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.ts$|-fixture\.ts$|-test-[\w-]+\.ts$/.test(file));
}

/** The names `import {...} from ".../db/schema..."` brings in, aliases resolved to the imported name. */
function schemaImports(source: string): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+"[^"]*db\/schema[^"]*"/g)) {
    for (const part of (list as string).split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return names;
}

function referencedTables(source: string, tables: ReturnType<typeof schemaTables>): string[] {
  const imported = schemaImports(source);
  return tables
    .filter(
      ({ objectName, sqlName }) =>
        imported.has(objectName) || new RegExp(`\\b(?:from|join|into|update)\\s+${sqlName}\\b`, "i").test(source),
    )
    .map(({ sqlName }) => sqlName);
}

/** Every "table module" pair where a module other than the owner names the table, with the files that do. */
function foreignReferences(): Map<string, string[]> {
  const tables = schemaTables();
  const pairs = new Map<string, string[]>();
  for (const file of sourceFiles(modulesFolder)) {
    const module = relative(modulesFolder, file).split("/")[0] as string;
    if (module in readModels) continue;
    for (const table of referencedTables(readFileSync(file, "utf8"), tables)) {
      if (owners[table] === module) continue;
      const pair = `${table} ${module}`;
      pairs.set(pair, [...(pairs.get(pair) ?? []), relative(serverSource, file)]);
    }
  }
  return pairs;
}

describe("one owner per table", () => {
  it("names an owner for every table of the schema, and no table that is not there", () => {
    const tables = schemaTables()
      .map(({ sqlName }) => sqlName)
      .sort();
    expect(Object.keys(owners).sort()).toEqual(tables);
    const modules = new Set(readdirSync(modulesFolder));
    for (const owner of new Set(Object.values(owners))) expect(modules, owner).toContain(owner);
  });

  it("lets no module but the owner query a table", () => {
    const unexpected = [...foreignReferences()]
      .filter(([pair]) => !notYetMoved.has(pair))
      .map(([pair, files]) => {
        const [table] = pair.split(" ");
        return `${pair} (owner: ${owners[table as string]}): ${files.join(", ")}`;
      });
    expect(unexpected, "call the owner's service through its index.ts instead").toEqual([]);
  });

  it("keeps the list of references not yet moved true", () => {
    const found = foreignReferences();
    const moved = [...notYetMoved].filter((pair) => !found.has(pair));
    expect(moved, "these references are gone: take them off notYetMoved").toEqual([]);
  });
});
