import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import { sha256Hex } from "../../security/secret-tokens";
import { signInAs } from "../../test/sessions";
import { testEngines } from "../../test/test-database";
import { useTestApp } from "../../test/use-test-app";
import { insertUser } from "../../test/user-factory";

describe.each(testEngines)("API tokens on %s", (engine) => {
  const t = useTestApp(engine);

  const generate = (headers: Record<string, string>, url = "/api/generate_api_token") =>
    t.app.inject({ method: "POST", url, headers });
  const me = (headers: Record<string, string>) => t.app.inject({ method: "GET", url: "/api/users/me", headers });

  it("makes a token shown once, stored hashed, that authenticates as its owner", async () => {
    const user = await insertUser(t.db, { roles: ["api"] });
    const { headers } = await signInAs(t.app, user);
    const response = await generate(headers);
    expect(response.statusCode).toBe(200);
    const { api_token, ...restrictions } = response.json();
    expect(restrictions).toEqual({ read_only: false, expires_at: null });
    expect(api_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.apiTokenHash).toBe(sha256Hex(api_token));

    const viaToken = await me({ "x-api-token": api_token });
    expect(viaToken.statusCode).toBe(200);
    expect(viaToken.json()).toMatchObject({ id: user.id, has_api_token: true, api_token: { read_only: false } });
    // Its dates and restrictions only: never the token nor its hash.
    expect(Object.keys(viaToken.json().api_token).sort()).toEqual([
      "created_at",
      "expires_at",
      "last_used_at",
      "read_only",
    ]);
    // No session, no cookie, no CSRF header needed for a state-changing call.
    expect(viaToken.cookies).toEqual([]);
  });

  it("answers the older /api/api path too, and regenerating invalidates the old token", async () => {
    const user = await insertUser(t.db, { roles: ["api"] });
    const { headers } = await signInAs(t.app, user);
    const first = (await generate(headers)).json().api_token;
    const second = (await generate(headers, "/api/api/generate_api_token")).json().api_token;
    expect(second).not.toBe(first);
    expect((await me({ "x-api-token": first })).statusCode).toBe(401);
    expect((await me({ "x-api-token": second })).statusCode).toBe(200);
  });

  it("lets admins make one without the api role, and refuses others 403", async () => {
    const admin = await insertUser(t.db, { admin: true });
    expect((await generate((await signInAs(t.app, admin)).headers)).statusCode).toBe(200);
    const user = await insertUser(t.db, { roles: ["supervision"] });
    const refused = await generate((await signInAs(t.app, user)).headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "NOT_ALLOWED" });
  });

  it("answers 401 without a session, and for an unknown token", async () => {
    expect((await generate({})).statusCode).toBe(401);
    const unknown = await me({ "x-api-token": "not-a-token" });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: "NOT_AUTHORIZED" });
  });

  it("stops working when the owner is deactivated", async () => {
    const user = await insertUser(t.db, { roles: ["api"] });
    const token = (await generate((await signInAs(t.app, user)).headers)).json().api_token;
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await me({ "x-api-token": token })).statusCode).toBe(401);
  });
});
