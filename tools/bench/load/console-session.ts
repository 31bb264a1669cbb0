import type { CurrentUser } from "@ondine/domain";

/** A signed-in client of the console's API: the headers a browser tab sends with each call. */
export interface ConsoleSession {
  baseUrl: string;
  user: CurrentUser;
  /** The session and CSRF cookies, the CSRF header (docs/api.md "Sessions, cookies and CSRF"), and `extraHeaders`. */
  headers: Record<string, string>;
}

function cookieValue(setCookies: readonly string[], name: string): string {
  for (const setCookie of setCookies) {
    const [pair = ""] = setCookie.split(";");
    const separator = pair.indexOf("=");
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  throw new Error(`The sign-in set no ${name} cookie`);
}

/**
 * Signs in through the API as the sign-in form does (`POST /api/users/sign_in`
 * with the e-mail and password, no two-factor account) and keeps the cookies
 * the answer sets. `extraHeaders` go with the sign-in and every later call
 * (e.g. the `X-Forwarded-For` of a simulated user's own address).
 */
export async function signInThroughApi(
  baseUrl: string,
  credentials: { email: string; password: string },
  extraHeaders: Record<string, string> = {},
): Promise<ConsoleSession> {
  const response = await fetch(`${baseUrl}/api/users/sign_in`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json", ...extraHeaders },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (response.status !== 200)
    throw new Error(`Sign-in as ${credentials.email} answered ${response.status}: ${await response.text()}`);
  const user = (await response.json()) as CurrentUser;
  const setCookies = response.headers.getSetCookie();
  const session = cookieValue(setCookies, "ondine_session");
  const csrf = cookieValue(setCookies, "ondine_csrf");
  return {
    baseUrl,
    user,
    headers: {
      ...extraHeaders,
      accept: "application/json",
      cookie: `ondine_session=${session}; ondine_csrf=${csrf}`,
      "x-csrf-token": decodeURIComponent(csrf),
    },
  };
}
