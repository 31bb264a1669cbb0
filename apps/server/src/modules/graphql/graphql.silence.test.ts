import { describe, expect, it } from "vitest";
import { silenceWindows } from "../../db/schema";
import { insertOrganism } from "../../test/organism-factory";
import { insertSite } from "../../test/site-factory";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";
import { apiTokenOf } from "./graphql-test-setup";

const now = new Date("2026-06-16T08:00:00.000Z");
const hourMs = 3_600_000;
const inHours = (hours: number) => new Date(now.getTime() + hours * hourMs);

const siteWindows = `
  query Windows($site: ID!, $state: SilenceWindowState) {
    site(id: $site) {
      silenceWindows(state: $state) {
        id target startsAt endsAt state reason note extensions createdBy
        nextOccurrence { startsAt endsAt }
      }
    }
  }
`;

type WindowsAnswer = {
  data?: { site: { silenceWindows: { id: string; state: string; nextOccurrence: { startsAt: string } | null }[] } };
  errors?: { extensions?: { code?: string } }[];
};

describe.each(testEngines)("a site's silence windows through GraphQL on %s", (engine) => {
  const t = useTestApp(engine, { now });

  async function world() {
    const organism = await insertOrganism(t.db, { name: "Hôtels GraphQL" });
    const site = await insertSite(t.db, { organismId: organism.id, name: "Le Quai" });
    const onSite = [{ type: "Site" as const, id: site.id }];
    const author = await insertUser(t.db, {
      firstName: "Léa",
      lastName: "Martin",
      roles: ["api", "silent_mode"],
      locations: onSite,
    });
    const apiOnly = await insertUser(t.db, { roles: ["api"], locations: onSite });
    const window = (values: Partial<typeof silenceWindows.$inferInsert>) => ({
      siteId: site.id,
      target: "site" as const,
      startsAt: inHours(-1),
      endsAt: inHours(1),
      lastEndsAt: inHours(1),
      reason: "works" as const,
      createdById: author.id,
      ...values,
    });
    const [current, planned, past] = await t.db
      .insert(silenceWindows)
      .values([
        window({ note: "Travaux du hall" }),
        window({ startsAt: inHours(24), endsAt: inHours(26), lastEndsAt: inHours(26) }),
        window({ startsAt: inHours(-5), endsAt: inHours(-3), lastEndsAt: inHours(-3) }),
      ])
      .returning({ id: silenceWindows.id });
    return { site, author, apiOnly, ids: [current?.id, planned?.id, past?.id].map(String) };
  }

  const ask = async (token: string, variables: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/graphql",
      headers: { "x-api-token": token, "content-type": "application/json" },
      payload: JSON.stringify({ query: siteWindows, variables }),
    });
    return response.json<WindowsAnswer>();
  };

  it("lists them by state, as the console's list does", async () => {
    const { site, author, ids } = await world();
    const token = await apiTokenOf(t.app, author);
    const all = await ask(token, { site: String(site.id) });
    expect(all.errors).toBeUndefined();
    expect(all.data?.site.silenceWindows.map((window) => [window.id, window.state])).toEqual([
      [ids[0], "CURRENT"],
      [ids[1], "PLANNED"],
      [ids[2], "PAST"],
    ]);
    expect(all.data?.site.silenceWindows[0]).toMatchObject({
      target: "site",
      reason: "works",
      note: "Travaux du hall",
      extensions: 0,
      createdBy: "Léa Martin",
      nextOccurrence: { startsAt: inHours(-1).toISOString(), endsAt: inHours(1).toISOString() },
    });
    const planned = await ask(token, { site: String(site.id), state: "PLANNED" });
    expect(planned.data?.site.silenceWindows.map((window) => window.id)).toEqual([ids[1]]);
  });

  it("needs the silent_mode role besides api", async () => {
    const { site, apiOnly } = await world();
    const refused = await ask(await apiTokenOf(t.app, apiOnly), { site: String(site.id) });
    expect(refused.errors?.map((error) => error.extensions?.code)).toEqual(["NOT_ALLOWED"]);
  });
});
