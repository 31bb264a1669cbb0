import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { findFreePort } from "./free-port";
import { readPlacedSite } from "./nginx-site";
import { makeSelfSignedCertificate } from "./self-signed-certificate";

/** Debian's nginx (`apt-get install nginx`), or NGINX_PATH. */
const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** One line of the site's access log (its `ondine` format). */
export interface AccessLogEntry {
  method: string;
  path: string;
  status: number;
  requestId: string;
  /** The instances nginx sent the request to, in turn (`host:port`; more than one after a failover). */
  upstreams: string[];
  upstreamStatuses: string[];
}

export interface NginxFront {
  /** `https://127.0.0.1:PORT`, its certificate self-signed. */
  baseUrl: string;
  /** The certificate clients must trust (or ignore). */
  certificatePath: string;
  pid: number;
  /** The access log as written so far. */
  accessLog(): AccessLogEntry[];
  /** nginx's own error log (upstream failures, failovers). */
  errorLog(): string;
  stop(): Promise<void>;
}

const accessLine =
  /"(\S+) (\S+) [^"]*" (\d{3}) \d+ request_id=(\S+) upstream=(.*?) upstream_status=(.*?) request_time=/;

function parseAccessLog(text: string): AccessLogEntry[] {
  return text.split("\n").flatMap((line) => {
    const [, method = "", path = "", status = "0", requestId = "", upstreams = "", statuses = ""] =
      accessLine.exec(line) ?? [];
    if (!method) return [];
    const list = (value: string) => (value === "-" ? [] : value.split(/, | : /));
    return [
      { method, path, status: Number(status), requestId, upstreams: list(upstreams), upstreamStatuses: list(statuses) },
    ];
  });
}

/** The main configuration around the site file: a foreground nginx whose files all stay in `dir`. */
function mainConfiguration(dir: string, sitePath: string): string {
  return `daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${sitePath};
}
`;
}

function waitForPort(port: number, nginx: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  return new Promise((resolveWait, reject) => {
    const attempt = () => {
      if (nginx.exitCode !== null) return reject(new Error(`nginx exited (${nginx.exitCode}):\n${output()}`));
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolveWait();
      });
      socket.once("error", () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`nginx did not listen on ${port} within 10 s:\n${output()}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

/**
 * nginx in front of `instancePorts` with deploy/nginx/ondine.conf placed on
 * this machine (tools/deployment/src/nginx-site.ts), a fresh self-signed
 * certificate, its configuration, logs and temporary files in `dir`,
 * checked with `nginx -t` first, run in the foreground as a child.
 */
export async function startNginxFront(options: {
  dir: string;
  instancePorts: readonly number[];
  /** Tests: name the instance that answered in each answer (nginx-site.ts `upstreamHeader`). */
  nameUpstreamInAnswers?: boolean;
}): Promise<NginxFront> {
  const { dir } = options;
  if (!existsSync(nginxPath))
    throw new Error(`nginx not found at ${nginxPath}: apt-get install nginx, or set NGINX_PATH`);
  for (const sub of ["logs", "tls", "temp"]) mkdirSync(join(dir, sub), { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the temporary files.
  chmodSync(dir, 0o755);
  const certificate = makeSelfSignedCertificate(join(dir, "tls"));
  const httpsPort = await findFreePort();
  const sitePath = join(dir, "ondine.conf");
  writeFileSync(
    sitePath,
    readPlacedSite({
      instancePorts: options.instancePorts,
      httpsPort,
      httpPort: await findFreePort(),
      certificateDir: join(dir, "tls"),
      logDir: join(dir, "logs"),
      nameUpstreamInAnswers: options.nameUpstreamInAnswers ?? false,
    }),
  );
  const configPath = join(dir, "nginx.conf");
  writeFileSync(configPath, mainConfiguration(dir, sitePath));
  const checked = spawnSync(nginxPath, ["-t", "-q", "-p", dir, "-c", configPath], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx -t refused the configuration:\n${checked.stderr}`);

  let output = "";
  const nginx = spawn(nginxPath, ["-p", dir, "-c", configPath], { stdio: ["ignore", "pipe", "pipe"] });
  nginx.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  nginx.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const errorLog = () => {
    const path = join(dir, "logs/error.log");
    return existsSync(path) ? readFileSync(path, "utf8") : "";
  };
  await waitForPort(httpsPort, nginx, () => output + errorLog());
  const accessLogPath = join(dir, "logs/ondine.access.log");
  return {
    baseUrl: `https://127.0.0.1:${httpsPort}`,
    certificatePath: certificate.certificate,
    pid: nginx.pid ?? 0,
    accessLog: () => (existsSync(accessLogPath) ? parseAccessLog(readFileSync(accessLogPath, "utf8")) : []),
    errorLog,
    async stop() {
      if (nginx.exitCode !== null || nginx.signalCode !== null) return;
      const exited = new Promise((resolveExit) => nginx.once("exit", resolveExit));
      // TERM: a fast stop; QUIT would wait for the open event streams.
      nginx.kill("SIGTERM");
      await exited;
    },
  };
}
