import { desc, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { Database } from "../db";
import { outboxMessages } from "../db/schema";

/** The cookies an answer sets, by name (a cleared cookie reads as ""). */
export function cookiesOf(response: LightMyRequestResponse): Record<string, string> {
  return Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));
}

/** A signed-in browser: the headers to send with each request (the CSRF one too). */
export type TestSession = {
  sessionToken: string;
  csrfToken: string;
  /** `cookie` and `x-csrf-token`, for app.inject. */
  headers: { cookie: string; "x-csrf-token": string };
  response: LightMyRequestResponse;
};

/** Signs in through the API, as the console does; fails the test if it does not answer 200. */
export async function signInAs(
  app: FastifyInstance,
  user: { email: string; password: string },
  options: { rememberMe?: boolean } = {},
): Promise<TestSession> {
  const response = await app.inject({
    method: "POST",
    url: "/api/users/sign_in",
    payload: { email: user.email, password: user.password, remember_me: options.rememberMe ?? false },
  });
  if (response.statusCode !== 200) {
    throw new Error(`sign-in of ${user.email} answered ${response.statusCode}: ${response.body}`);
  }
  return sessionFrom(response);
}

/** The session an answer (sign-in, two-factor, log-as...) started. */
export function sessionFrom(response: LightMyRequestResponse): TestSession {
  const cookies = cookiesOf(response);
  const sessionToken = cookies.ondine_session;
  const csrfToken = cookies.ondine_csrf;
  if (!sessionToken || !csrfToken) throw new Error(`no session cookies in: ${JSON.stringify(response.cookies)}`);
  return {
    sessionToken,
    csrfToken,
    headers: { cookie: `ondine_session=${sessionToken}; ondine_csrf=${csrfToken}`, "x-csrf-token": csrfToken },
    response,
  };
}

/** The newest mail (or SMS) written to the outbox for a recipient. */
export async function lastMessageTo(db: Database, recipient: string) {
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  if (!row) throw new Error(`no message to ${recipient} in the outbox`);
  return row;
}

/** The token at the end of a mailed link (`.../create/TOKEN` or `?unlock_token=TOKEN`). */
export function tokenInLink(text: string, linkStart: string): string {
  const index = text.indexOf(linkStart);
  if (index < 0) throw new Error(`no link starting with ${linkStart} in:\n${text}`);
  const match = /^[A-Za-z0-9_%-]+/.exec(text.slice(index + linkStart.length));
  if (!match) throw new Error(`no token after ${linkStart}`);
  return decodeURIComponent(match[0]);
}
