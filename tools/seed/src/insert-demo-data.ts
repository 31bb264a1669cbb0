import { type Database, schema } from "@ondine/server/db";
import { demoSignIn, hashPassword, mailConfirmationInstructions } from "@ondine/server/tools-api";
import { sql } from "drizzle-orm";
import { activityTables, emptyActivity, type LocationActivity } from "./activity-rows";
import { withForeignKeysDeferred } from "./deferred-foreign-keys";
import { withIndexesDeferred } from "./deferred-indexes";
import { demoActivity } from "./demo-activity";
import { type CastCounts, insertDemoCasts } from "./demo-casts";
import type { DemoUser } from "./demo-users";
import type { DemoData } from "./generate-demo-data";
import { type AlertCounts, insertAlerts } from "./insert-alerts";
import { type AnnouncementCounts, insertAnnouncements } from "./insert-announcements";
import { insertFloorPlans } from "./insert-floor-plans";
import { type IotCounts, insertIotData } from "./insert-iot";
import { insertMonitoringData, type MonitoringCounts } from "./insert-monitoring";
import { insertPrivateWifi, type PrivateWifiCounts } from "./insert-private-wifi";
import { insertAllRows } from "./insert-rows";
import { insertTickets, type TicketCounts } from "./insert-tickets";

/** Rows gathered from the activity stream before they are written: bounded memory at any scale. */
const rowsPerFlush = 25_000;

/** Tables whose ids the seed chooses; their identity sequences move past them. */
const seededTables = [
  "organisms",
  "sites",
  "buildings",
  "floors",
  "users",
  "coupons",
  "connection_codes",
  "purchases",
  "guest_users",
  "end_users",
  "maintenance_events",
  "maintenance_interventions",
  "iot_rooms",
  "iot_devices",
  "iot_messages",
  "iot_commands",
  "advertisements",
  "tickets",
  "ticket_messages",
  "ticket_attachments",
  "ticket_history",
  "silence_windows",
  "site_availability_events",
  "alert_announcements",
  "alert_notifications",
  "private_space_imports",
  "private_spaces",
] as const;

/** The tables the activity stream fills, whose indexes are built after the load. */
const activityTableNames = [
  "coupons",
  "connection_codes",
  "purchases",
  "guest_users",
  "end_users",
  "maintenance_events",
  "maintenance_interventions",
];

export type ActivityCounts = Record<keyof LocationActivity, number>;

/** What the seed wrote, for its closing line. */
export type DemoCounts = ActivityCounts & {
  monitoring: MonitoringCounts;
  iot: IotCounts;
  casts: CastCounts;
  announcements: AnnouncementCounts;
  tickets: TicketCounts;
  alerts: AlertCounts;
  privateWifi: PrivateWifiCounts;
  siteToolRuns: number;
};

/** The users' rows; passwords are hashed here (argon2, a fresh salt each), not in the pure data. */
async function userRows(users: readonly DemoUser[], now: Date) {
  return Promise.all(
    users.map(async (user) => ({
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      salutation: user.salutation,
      function: user.function,
      country: user.country,
      language: user.language,
      admin: user.admin,
      roleFlags: user.roleFlags,
      rolesType: user.rolesType,
      creatorId: user.creatorId,
      passwordHash: user.state === "unconfirmed" ? null : await hashPassword(demoSignIn.password),
      confirmedAt: user.state === "unconfirmed" ? null : now,
      deletedAt: user.state === "deactivated" ? now : null,
    })),
  );
}

function userLocationRows(users: readonly DemoUser[]) {
  return users.flatMap((user) => [
    ...user.organismIds.map((organismId) => ({ userId: user.id, organismId, siteId: null })),
    ...user.siteIds.map((siteId) => ({ userId: user.id, organismId: null, siteId })),
  ]);
}

/** Writes gathered activity, parents first (guests before the codes they bought, codes before their users). */
async function writeActivity(db: Database, rows: LocationActivity): Promise<void> {
  await insertAllRows(db, schema.guestUsers, rows.guestUsers);
  await insertAllRows(db, schema.coupons, rows.coupons);
  await insertAllRows(db, schema.connectionCodes, rows.connectionCodes);
  await insertAllRows(db, schema.purchases, rows.purchases);
  await insertAllRows(db, schema.endUsers, rows.endUsers);
  await insertAllRows(db, schema.maintenanceEvents, rows.maintenanceEvents);
  await insertAllRows(db, schema.maintenanceInterventions, rows.maintenanceInterventions);
}

/**
 * Streams the year of activity into the database, a bounded batch at a time.
 * The next batch is generated while the database writes the previous one
 * (one write at a time: a transaction is one connection).
 */
async function insertActivity(
  db: Database,
  data: DemoData,
  onProgress: (counts: ActivityCounts) => void,
): Promise<ActivityCounts> {
  const counts = Object.fromEntries(activityTables.map((table) => [table, 0])) as ActivityCounts;
  let pending = emptyActivity();
  let pendingRows = 0;
  let writing = Promise.resolve();
  const flush = async () => {
    const batch = pending;
    pending = emptyActivity();
    pendingRows = 0;
    await writing;
    writing = writeActivity(db, batch).then(() => {
      for (const table of activityTables) counts[table] += batch[table].length;
      onProgress(counts);
    });
    // Observed at the next flush; marked handled now so a failure meanwhile is not reported as unhandled.
    writing.catch(() => {});
  };
  for (const activity of demoActivity(data)) {
    for (const table of activityTables) {
      const rows: unknown[] = pending[table];
      for (const row of activity[table]) rows.push(row);
      pendingRows += activity[table].length;
    }
    if (pendingRows >= rowsPerFlush) await flush();
  }
  await flush();
  await writing;
  return counts;
}

export interface InsertDemoDataSettings {
  publicUrl: string;
  /** Called after each batch of activity rows with the totals written so far. */
  onProgress?: (counts: ActivityCounts) => void;
  /** Months of monitoring history the scale's sites get (MONITORING_RETENTION_MONTHS); 13 by default. */
  monitoringRetentionMonths?: number;
}

/**
 * Writes the demo data in one transaction: all of it or nothing, the foreign
 * keys checked once at the end rather than row by row. Unconfirmed
 * accounts get their confirmation mail in the outbox, with links to
 * `publicUrl`. Statistics are refreshed afterwards, so the planner knows the
 * new tables at once.
 */
export async function insertDemoData(
  db: Database,
  data: DemoData,
  settings: InsertDemoDataSettings,
): Promise<DemoCounts> {
  const now = new Date();
  const users = await userRows(data.users, now);
  const counts = await db.transaction((tx) =>
    withForeignKeysDeferred(tx, async () => {
      await insertAllRows(tx, schema.organisms, data.organisms);
      await insertAllRows(tx, schema.sites, data.sites);
      await insertAllRows(tx, schema.buildings, data.buildings);
      await insertAllRows(tx, schema.floors, data.floors);
      await insertFloorPlans(tx, data);
      // One statement: an account's creator is checked at the end, with the other foreign keys.
      await tx.insert(schema.users).values(users);
      await insertAllRows(tx, schema.userLocations, userLocationRows(data.users));
      for (const user of data.users.filter((demoUser) => demoUser.state === "unconfirmed")) {
        await mailConfirmationInstructions(tx, user, { publicUrl: settings.publicUrl });
      }
      await insertAllRows(tx, schema.offers, data.offers);
      await insertAllRows(tx, schema.offerLocations, data.offerLocations);
      const written = await withIndexesDeferred(tx, activityTableNames, () =>
        insertActivity(tx, data, settings.onProgress ?? (() => {})),
      );
      const monitoring = await insertMonitoringData(tx, data, {
        historyMonths: data.scale.monitoringHistory ? (settings.monitoringRetentionMonths ?? 13) : 0,
      });
      const iot = await insertIotData(tx, data);
      const casts = await insertDemoCasts(tx, data);
      const announcements = await insertAnnouncements(tx, data);
      const tickets = await insertTickets(tx, data);
      const alerts = await insertAlerts(tx, data);
      const privateWifi = await insertPrivateWifi(tx, data);
      await insertAllRows(tx, schema.siteToolRuns, data.siteToolRuns);
      for (const table of seededTables) {
        await tx.execute(
          sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
        );
      }
      return {
        ...written,
        monitoring,
        iot,
        casts,
        announcements,
        tickets,
        alerts,
        privateWifi,
        siteToolRuns: data.siteToolRuns.length,
      };
    }),
  );
  await db.execute(sql`analyze`);
  return counts;
}

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: schema.organisms.id }).from(schema.organisms).limit(1);
  return rows.length === 0;
}
