import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const repositoryRoot = resolve(import.meta.dirname, "../../..");

/** The site file operators install (deploy/nginx/ondine.conf), which the deployment test and bench run as it is. */
export const nginxSitePath = resolve(repositoryRoot, "deploy/nginx/ondine.conf");

/** Where the site runs on this machine, in place of what the file says for a real host. */
export interface SitePlacement {
  /** The instances' ports, in place of the file's `server 127.0.0.1:8081` lines (keeping their parameters). */
  instancePorts: readonly number[];
  /** In place of `listen 443`: TLS and HTTP/2 on the loopback. */
  httpsPort: number;
  /** In place of `listen 80`: the redirect to https. */
  httpPort: number;
  /** Holds fullchain.pem and privkey.pem, in place of /etc/ssl/ondine/. */
  certificateDir: string;
  /** In place of /var/log/nginx/. */
  logDir: string;
  /**
   * Adds `X-Ondine-Upstream` to every answer: the instances nginx sent the
   * request to ($upstream_addr), the last the one that answered. For tests
   * only: a site must not tell clients its inner addresses.
   */
  nameUpstreamInAnswers?: boolean;
}

/** The test-only answer header of `nameUpstreamInAnswers`. */
export const upstreamHeader = "x-ondine-upstream";

/** The site file changed so that one of these no longer matches: the test would run something else than the file. */
export class SiteFileChangedError extends Error {}

/** Every `needle` replaced; throws when there is none. */
function replaceEvery(text: string, needle: string, replacement: string): string {
  if (!text.includes(needle)) {
    throw new SiteFileChangedError(`deploy/nginx/ondine.conf no longer says "${needle}": update tools/deployment`);
  }
  return text.split(needle).join(replacement);
}

/**
 * The site file with only its host-specific parts moved onto this machine
 * (deploy/README.md "What the CI test changes"): everything else (TLS,
 * HTTP/2, the upstream's keepalive and failover, headers, buffering, body
 * sizes, timeouts, gzip) is tested as operators install it.
 */
export function placeSite(site: string, placement: SitePlacement): string {
  if (placement.instancePorts.length === 0) throw new Error("a site needs one instance at least");
  const instanceLine = /^([ \t]*)server 127\.0\.0\.1:\d+( [^;]*)?;[ \t]*$/;
  const lines = site.split("\n");
  const first = lines.findIndex((line) => instanceLine.test(line));
  if (first < 0) throw new SiteFileChangedError("deploy/nginx/ondine.conf has no `server 127.0.0.1:PORT` line");
  const [, indent = "", parameters = ""] = instanceLine.exec(lines[first] ?? "") ?? [];
  // The file's instance lines become this machine's, with the first one's parameters, where it was.
  const instances = placement.instancePorts.map((port) => `${indent}server 127.0.0.1:${port}${parameters};`);
  let placed = lines
    .flatMap((line, index) => (index === first ? instances : instanceLine.test(line) ? [] : [line]))
    .join("\n");
  placed = replaceEvery(placed, "listen 443 ssl http2;", `listen 127.0.0.1:${placement.httpsPort} ssl http2;`);
  placed = replaceEvery(placed, "listen 80;", `listen 127.0.0.1:${placement.httpPort};`);
  placed = replaceEvery(placed, "ssl_certificate /etc/ssl/ondine/", `ssl_certificate ${placement.certificateDir}/`);
  placed = replaceEvery(
    placed,
    "ssl_certificate_key /etc/ssl/ondine/",
    `ssl_certificate_key ${placement.certificateDir}/`,
  );
  placed = replaceEvery(placed, "access_log /var/log/nginx/", `access_log ${placement.logDir}/`);
  if (!placement.nameUpstreamInAnswers) return placed;
  // Beside the server block's own add_header (an inner block's would hide it).
  return replaceEvery(
    placed,
    "    server_tokens off;",
    `    server_tokens off;\n    add_header ${upstreamHeader} $upstream_addr always;`,
  );
}

/** deploy/nginx/ondine.conf, placed on this machine. */
export function readPlacedSite(placement: SitePlacement): string {
  return placeSite(readFileSync(nginxSitePath, "utf8"), placement);
}
