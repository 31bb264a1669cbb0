import type { IngestSpeedtest } from "@ondine/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db";
import { unnestItems } from "./sql-arrays";

/** Inserts speed tests; one already there (same site and stamp) is left as it is. */
export async function insertSpeedtests(db: Database, tests: readonly IngestSpeedtest[]): Promise<void> {
  if (tests.length === 0) return;
  await db.execute(sql`
    insert into speedtests (site_id, stamp, download, upload)
    select * from ${unnestItems(tests, [
      [(test) => test.site_id, "integer"],
      [(test) => test.stamp, "timestamptz"],
      [(test) => test.download, "bigint"],
      [(test) => test.upload, "bigint"],
    ])}
    on conflict do nothing`);
}
