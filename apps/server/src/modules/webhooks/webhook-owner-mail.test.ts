import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMessages, users } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestDatabase } from "../../test/use-test-database";
import { insertUser } from "../../test/user-factory";
import { insertEngineEndpoint } from "./webhook-engine-fixture";
import { mailWebhookEndpointOwners } from "./webhook-owner-mail";

describe.each(testEngines)("the mail to a webhook endpoint's owners on %s", (engine) => {
  const t = useTestDatabase(engine);
  const now = new Date("2026-11-30T14:00:00.000Z");
  const deps = () => ({ db: t.db, now: () => now, publicUrl: "https://console.ondine.test" });
  const mails = () =>
    t.db
      .select({
        to: outboxMessages.recipient,
        language: outboxMessages.language,
        subject: outboxMessages.subject,
        text: outboxMessages.bodyText,
      })
      .from(outboxMessages);

  it("tells the api holders of the whole organism and the creator, each once, in their language, who enabled it", async () => {
    const organism = await insertOrganism(t.db, { name: "Campings de l'Estuaire" });
    const site = await insertSite(t.db, { organismId: organism.id });
    const wholeOrganism = [{ type: "Organism" as const, id: organism.id }];
    const holder = await insertUser(t.db, { firstName: "Maëlle", roles: ["api"], locations: wholeOrganism });
    // The creator holds the role too: one mail.
    const creator = await insertUser(t.db, { firstName: "Diego", roles: ["api"], locations: wholeOrganism });
    await t.db.update(users).set({ language: "es" }).where(eq(users.id, creator.id));
    const enabler = await insertUser(t.db, { firstName: "Alex", lastName: "Martin", admin: true });
    await insertUser(t.db, { roles: ["api"], locations: [{ type: "Site", id: site.id }] });
    await insertUser(t.db, { roles: ["api"], locations: wholeOrganism, deleted: true });
    const endpoint = await insertEngineEndpoint(t.db, {
      organismId: organism.id,
      url: "https://pms.example/hooks",
      createdByUserId: creator.id,
    });

    expect(await mailWebhookEndpointOwners(deps(), endpoint.id, "enabled", { userId: enabler.id })).toBe(2);
    const written = await mails();
    expect(written.map((mail) => [mail.to, mail.language, mail.subject]).sort()).toEqual(
      [
        [holder.email, "fr", "Webhook réactivé : https://pms.example/hooks"],
        [creator.email, "es", "Webhook reactivado: https://pms.example/hooks"],
      ].sort(),
    );
    const french = written.find((mail) => mail.to === holder.email)?.text ?? "";
    expect(french).toContain("Bonjour Maëlle,");
    expect(french).toContain("Alex Martin a réactivé le point de réception de webhooks https://pms.example/hooks");
    expect(french).toContain("(Campings de l'Estuaire)");
    expect(french).toContain(`https://console.ondine.test/administration/webhooks/${endpoint.id}`);
  });

  it("writes nothing for an endpoint that is gone, or without owners", async () => {
    const organism = await insertOrganism(t.db);
    const endpoint = await insertEngineEndpoint(t.db, { organismId: organism.id, url: "https://pms.example/h" });
    expect(await mailWebhookEndpointOwners(deps(), endpoint.id, "disabled")).toBe(0);
    expect(await mailWebhookEndpointOwners(deps(), endpoint.id + 1000, "disabled")).toBe(0);
    expect(await mails()).toEqual([]);
  });
});
