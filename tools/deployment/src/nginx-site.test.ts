import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nginxSitePath, placeSite, SiteFileChangedError } from "./nginx-site";

const placement = {
  instancePorts: [9101, 9102, 9103],
  httpsPort: 9443,
  httpPort: 9080,
  certificateDir: "/tmp/run/tls",
  logDir: "/tmp/run/logs",
};

describe("placeSite: deploy/nginx/ondine.conf moved onto a test machine", () => {
  const site = readFileSync(nginxSitePath, "utf8");
  const placed = placeSite(site, placement);

  it("lists the instances given, with the file's parameters, in place of its own", () => {
    const servers = placed.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;/gm)?.map((line) => line.trim());
    expect(servers).toEqual([
      "server 127.0.0.1:9101 max_fails=0;",
      "server 127.0.0.1:9102 max_fails=0;",
      "server 127.0.0.1:9103 max_fails=0;",
    ]);
  });

  it("listens on the loopback's ports and reads the certificate and writes the log in the run's folders", () => {
    expect(placed).toContain("listen 127.0.0.1:9443 ssl http2;");
    expect(placed).toContain("listen 127.0.0.1:9080;");
    expect(placed).toContain("ssl_certificate /tmp/run/tls/fullchain.pem;");
    expect(placed).toContain("ssl_certificate_key /tmp/run/tls/privkey.pem;");
    expect(placed).toContain("access_log /tmp/run/logs/ondine.access.log ondine;");
    expect(placed).not.toMatch(/^\s*(ssl_certificate|ssl_certificate_key|access_log) \/(etc|var)\//m);
    expect(placed).not.toMatch(/listen (443|80);|listen 443 /);
  });

  it("leaves every other line as operators install it", () => {
    const changed = /server 127\.0\.0\.1:|listen |ssl_certificate|access_log/;
    const kept = (text: string) => text.split("\n").filter((line) => !changed.test(line));
    expect(kept(placed)).toEqual(kept(site));
  });

  it("refuses a site file that no longer says what it replaces, rather than testing something else", () => {
    expect(() => placeSite(site.replace("listen 443 ssl http2;", "listen 443 ssl;"), placement)).toThrow(
      SiteFileChangedError,
    );
    expect(() =>
      placeSite(site.replace(/server 127\.0\.0\.1:\d+/g, "server unix:/run/ondine.sock"), placement),
    ).toThrow(SiteFileChangedError);
  });
});
