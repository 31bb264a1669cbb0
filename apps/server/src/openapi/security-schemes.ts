import { csrfHeaderName, sessionCookieName } from "../modules/sessions";
import { apiTokenHeaderName } from "../plugins/authentication";
import type { RouteAuth } from "./route-schema";

/** How callers authenticate, as plugins/authentication.ts and the ingest module check it. */
export const securitySchemes = {
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: sessionCookieName,
    description:
      "The browser session set by signing in (httpOnly). A call that changes state (any method but " +
      "GET, HEAD and OPTIONS, and the GETs marked so) must also send the CSRF header.",
  },
  csrfHeader: {
    type: "apiKey",
    in: "header",
    name: csrfHeaderName,
    description:
      "Equal to the `ondine_csrf` cookie set with the session; needed with the session cookie on " +
      "state-changing calls, else 403 NOT_ALLOWED. Not needed with an API token.",
  },
  apiToken: {
    type: "apiKey",
    in: "header",
    name: apiTokenHeaderName,
    description:
      "Acts as the token's owner without a session (POST /api/generate_api_token makes one). An " +
      "unknown token, or one whose owner is deactivated or lost the api role, answers 401 on any call.",
  },
  collectorToken: {
    type: "http",
    scheme: "bearer",
    description:
      "An ingest collector's token (`Authorization: Bearer <token>`, docs/ingest.md), checked before " +
      "the body is read; it reports only the sites the collector was registered for.",
  },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, []>>;

/** The security requirements of a call: any one of them is enough. */
export function securityOf(auth: RouteAuth, changesState: boolean): SecurityRequirement[] {
  const session: SecurityRequirement = changesState ? { sessionCookie: [], csrfHeader: [] } : { sessionCookie: [] };
  switch (auth) {
    case "none":
      return [];
    case "signed-in":
      return [session, { apiToken: [] }];
    case "browser-session":
      return [session];
    case "collector":
      return [{ collectorToken: [] }];
  }
}
