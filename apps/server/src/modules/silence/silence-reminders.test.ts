import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, silenceWindows } from "../../db/schema";
import { testEngines } from "../../test/test-database";
import { at, dayMs, hourMs, useSilenceApp, windowOf } from "./silence-fixture";
import { sendSilenceReminders } from "./silence-reminders";

describe.each(testEngines)("silence windows' reminders on %s", (engine) => {
  const t = useSilenceApp(engine);

  /** The hourly run (`silence.reminders`) at the clock's now. */
  const remind = () =>
    sendSilenceReminders({
      db: t.db,
      now: t.clock.now(),
      publicUrl: "https://console.ondine.test",
      queueMail: (db, mail) => t.app.mail.sendMail(db, mail),
    });
  const mailsTo = (email: string) =>
    t.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.bodyText })
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, email));
  /** A window on the site ending in `hours` hours, extended `times` times by its author. */
  async function windowExtended(times: number, endHours: number) {
    const window = windowOf(
      await t.client.create(t.as.customer, {
        site_id: t.world.site.id,
        target: "site",
        starts_at: at(0),
        ends_at: at(hourMs),
        reason: "works",
      }),
      201,
    );
    for (let extension = 1; extension <= times; extension++) {
      windowOf(await t.client.extend(t.as.customer, window.id, at((endHours * extension * hourMs) / times)));
    }
    return window;
  }

  it("mails the author once, a day before the end of a window extended twice", async () => {
    const window = await windowExtended(2, 3 * 24);
    // Two days before its end: not yet.
    expect(await remind()).toEqual({ reminded: 0 });
    t.clock.advance(2 * dayMs + hourMs);
    expect(await remind()).toEqual({ reminded: 1 });
    const mails = await mailsTo(t.world.customer.email);
    expect(mails).toHaveLength(1);
    // In the author's language (French by default), the end on Paris's clock.
    expect(mails[0]?.subject).toBe("Mode silencieux : fin prochaine sur Le Phare");
    expect(mails[0]?.text).toContain(
      "sur Le Phare (Hôtels du Port), prolongée 2 fois, se termine le vendredi 19 juin 2026 à 10:00",
    );
    expect(mails[0]?.text).toContain("https://console.ondine.test/silent_mode");
    const [row] = await t.db
      .select({ remindedAt: silenceWindows.remindedAt })
      .from(silenceWindows)
      .where(eq(silenceWindows.id, window.id));
    expect(row?.remindedAt?.toISOString()).toBe(t.clock.now().toISOString());
    // The next hours' runs send nothing more.
    t.clock.advance(hourMs);
    expect(await remind()).toEqual({ reminded: 0 });
    expect(await mailsTo(t.world.customer.email)).toHaveLength(1);
  });

  it("reminds nobody of a window extended once, or ended early", async () => {
    await windowExtended(1, 30);
    const ended = await windowExtended(2, 30);
    windowOf(await t.client.end(t.as.customer, ended.id));
    t.clock.advance(8 * hourMs);
    expect(await remind()).toEqual({ reminded: 0 });
    expect(await mailsTo(t.world.customer.email)).toEqual([]);
  });
});
