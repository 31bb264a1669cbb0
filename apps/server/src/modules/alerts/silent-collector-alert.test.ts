import { describe, expect, it } from "vitest";
import { insertOrganism } from "../../test/organism-factory";
import { runRegisteredJob } from "../../test/run-registered-job";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { availabilityCheckKind } from "../availability";
import { createCollector } from "../ingest";
import { alertEvaluationKind } from "./alert-evaluation";
import { findOutboxMails, subscribe } from "./alerts-fixture";

/** Tuesday 10 March 2026, 10:00 in Paris. */
const start = new Date("2026-03-10T09:00:00Z");
const seconds = 1000;

// docs/alerts.md#availability and #noise, end to end through the app's own jobs: a site whose collector falls
// silent turns down 15 minutes after its last report with nobody posting anything, and its subscriber is told
// once, after the tolerance and the group wait; nothing more while it stays silent.
describe.each(testEngines)("a site whose collector falls silent, on %s", (engine) => {
  const t = useTestApp(engine, { now: start });

  it("turns down after 15 minutes and alerts its subscriber once", async () => {
    const organism = await insertOrganism(t.db, { name: "Hôtels du Port" });
    const site = await insertSite(t.db, { organismId: organism.id, name: "Le Phare" });
    const { token } = await createCollector(t.db, { name: "Collector", siteIds: [site.id] });
    const manager = await insertUser(t.db, { locations: [{ type: "Organism", id: organism.id }] });
    await subscribe(t.db, manager.id, site.id, ["down", "recovered"]);

    /** The collector's report of the site's line, stamped now on the test clock. */
    const reportLine = async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/ingest/v1/batches",
        headers: { authorization: `Bearer ${token}` },
        payload: {
          line_states: [
            {
              site_id: site.id,
              line_id: "fibre",
              state: "ok",
              bandwidth_current: 900,
              bandwidth_max: 1000,
              stamp: t.clock.now().toISOString(),
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    };

    /** A minute of the jobs: the periodic check, then the alert evaluation every 15 seconds. */
    const runJobsForAMinute = async () => {
      await runRegisteredJob(t.app.jobs, availabilityCheckKind, t.clock.now());
      for (let tick = 0; tick < 4; tick++) {
        await runRegisteredJob(t.app.jobs, alertEvaluationKind, t.clock.now());
        t.clock.advance(15 * seconds);
      }
    };

    // The collector reports every minute for 5 minutes, 10:00 to 10:04, then falls silent.
    for (let minute = 0; minute < 5; minute++) {
      await reportLine();
      await runJobsForAMinute();
    }
    // Nobody posts anything for 15 minutes after its last report: still up, nobody told.
    for (let minute = 0; minute < 14; minute++) await runJobsForAMinute();
    expect(await findOutboxMails(t.db)).toEqual([]);

    // The next check, a second later, finds it down (stale) since its last report; the 2-minute tolerance is long
    // past, so it is announced at once, and mailed after the 30-second group wait.
    t.clock.advance(1 * seconds);
    await runJobsForAMinute();
    const mails = await findOutboxMails(t.db);
    expect(mails.map((mail) => [mail.recipient, mail.subject])).toEqual([
      [manager.email, "Site hors service : Le Phare"],
    ]);
    expect(mails[0]?.text).toContain("Le Phare (Hôtels du Port) : hors service depuis le 10 mars 2026 à 10:04.");

    // An hour more of silence: nothing more (a repeat comes 4 hours after the alert).
    for (let minute = 0; minute < 60; minute++) await runJobsForAMinute();
    expect(await findOutboxMails(t.db)).toHaveLength(1);
  });
});
