import { sql } from "drizzle-orm";
import { onTestFinished } from "vitest";
import type { Database } from "../db";

/**
 * Which writes of one outbox message the database refuses: recording the
 * outcome of an attempt (the "sent" mark, or the failure kept with its
 * retry: any change of `status` or `last_error`), or recording that an
 * attempt starts (`attempt_started_at` set).
 */
export type OutboxFault = { messageId: number; refuses: "outcome" | "attempt start"; times: number };

/**
 * Makes the database refuse, `times` times, one kind of update of one outbox
 * message, as a connection lost at that moment would: the statement fails,
 * nothing of it is written. Database-side (a trigger), so the delivery code
 * runs unchanged; removed when the test finishes.
 */
export async function refuseOutboxWrites(db: Database, fault: OutboxFault): Promise<void> {
  for (const value of [fault.messageId, fault.times]) {
    if (!Number.isSafeInteger(value)) throw new Error(`outbox fault: ${value} is not an integer`);
  }
  const refused =
    fault.refuses === "outcome"
      ? "NEW.status IS DISTINCT FROM OLD.status OR NEW.last_error IS DISTINCT FROM OLD.last_error"
      : "NEW.attempt_started_at IS NOT NULL AND NEW.attempt_started_at IS DISTINCT FROM OLD.attempt_started_at";
  // A sequence counts the refusals: unlike a row, it is not rolled back with the refused statement.
  await db.execute(sql.raw("CREATE SEQUENCE test_outbox_fault_count"));
  await db.execute(
    sql.raw(`CREATE FUNCTION test_outbox_fault() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.id = ${fault.messageId} AND (${refused}) THEN
    IF nextval('test_outbox_fault_count') <= ${fault.times} THEN
      RAISE EXCEPTION 'connection lost (test fault on outbox message %)', NEW.id;
    END IF;
  END IF;
  RETURN NEW;
END $$`),
  );
  await db.execute(
    sql.raw(
      "CREATE TRIGGER test_outbox_fault BEFORE UPDATE ON outbox_messages FOR EACH ROW EXECUTE FUNCTION test_outbox_fault()",
    ),
  );
  onTestFinished(async () => {
    await db.execute(sql.raw("DROP TRIGGER test_outbox_fault ON outbox_messages"));
    await db.execute(sql.raw("DROP FUNCTION test_outbox_fault()"));
    await db.execute(sql.raw("DROP SEQUENCE test_outbox_fault_count"));
  });
}
