import { secretsEqual, sha256Hex } from "../../security/secret-tokens";

/** Whether a scrape may read the metrics: "off" without METRICS_TOKEN, else "granted" or "refused". */
export type MetricsAccess = "off" | "granted" | "refused";

const bearer = /^Bearer +(\S+) *$/i;

/**
 * The `Authorization` header against METRICS_TOKEN: `Bearer <token>`, compared
 * in constant time. Their SHA-256 digests are compared, so the time taken
 * tells nothing of the token's length either.
 */
export function metricsAccess(authorization: string | undefined, metricsToken: string | undefined): MetricsAccess {
  if (metricsToken === undefined) return "off";
  const given = bearer.exec(authorization ?? "")?.[1];
  if (given === undefined) return "refused";
  return secretsEqual(sha256Hex(given), sha256Hex(metricsToken)) ? "granted" : "refused";
}
