import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { findFreePort } from "./free-port";
import { type NginxFront, startNginxFront } from "./nginx-front";
import { type ServerInstance, startServerInstance } from "./server-instance";

export interface Deployment {
  /** Where users go: nginx's address, or the one instance's without nginx. */
  baseUrl: string;
  instances: ServerInstance[];
  nginx: NginxFront | null;
  /** Stops nginx, then every instance still running; never throws. */
  stop(): Promise<void>;
}

export interface DeploymentOptions {
  /** The database every instance uses (its schema already migrated: deploy/README.md "Migrations"). */
  databaseUrl: string;
  instances: number;
  throughNginx: boolean;
  /** Holds the instances' logs, nginx's files and a `.pid` file a process, for a clean-up that outlives the caller. */
  dir: string;
  /** The first instance's port, the next ones after it; free ports when absent. */
  firstPort?: number;
  /** More environment for the instances (LOG_LEVEL...). */
  env?: Record<string, string>;
  /** Tests: nginx names the instance that answered in each answer (nginx-site.ts `upstreamHeader`). */
  nameUpstreamInAnswers?: boolean;
}

async function instancePorts(options: DeploymentOptions): Promise<number[]> {
  const ports: number[] = [];
  for (let index = 0; index < options.instances; index += 1) {
    ports.push(options.firstPort ? options.firstPort + index : await findFreePort());
  }
  return ports;
}

/**
 * The deployment of deploy/ on this machine: `instances` servers from the
 * built bundle on one PostgreSQL database, set as /etc/ondine/ondine.env
 * would set them behind nginx (NODE_ENV=production, TRUST_PROXY for the
 * loopback), and, with `throughNginx`, nginx in front of them with
 * deploy/nginx/ondine.conf.
 */
export async function startDeployment(options: DeploymentOptions): Promise<Deployment> {
  const ports = await instancePorts(options);
  const env = {
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: "production",
    // nginx on the same machine: the only proxy whose X-Forwarded-For is believed (README "Settings").
    TRUST_PROXY: "127.0.0.1",
    LOG_LEVEL: "info",
    MAP_ROAD_TILES_URL: "none",
    MAP_SATELLITE_TILES_URL: "none",
    ...options.env,
  };
  const started = await Promise.allSettled(
    ports.map((port) => startServerInstance({ port, logDir: options.dir, env })),
  );
  const instances = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  for (const instance of instances)
    writeFileSync(join(options.dir, `instance-${instance.port}.pid`), `${instance.pid}\n`);
  const stopInstances = () => Promise.allSettled(instances.map((instance) => instance.stop()));
  const failed = started.find((result) => result.status === "rejected");
  if (failed) {
    await stopInstances();
    throw failed.reason;
  }
  let nginx: NginxFront | null = null;
  if (options.throughNginx) {
    try {
      nginx = await startNginxFront({
        dir: join(options.dir, "nginx"),
        instancePorts: ports,
        nameUpstreamInAnswers: options.nameUpstreamInAnswers ?? false,
      });
    } catch (error) {
      await stopInstances();
      throw error;
    }
  }
  const front = nginx;
  return {
    baseUrl: front?.baseUrl ?? instances[0]?.baseUrl ?? "",
    instances,
    nginx: front,
    async stop() {
      await front?.stop().catch(() => {});
      await stopInstances();
    },
  };
}
