import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closedNetworkChromiumArgs } from "../closed-network-chromium";

export interface DebuggableChromium {
  /** The remote-debugging port Lighthouse and playwright-core connect to. */
  port: number;
  stop(): Promise<void>;
}

// Lighthouse's own launcher adds these too: nothing installed or recorded to skew a run.
const chromiumArgs = [
  ...closedNetworkChromiumArgs,
  "--disable-default-apps",
  "--disable-extensions",
  "--metrics-recording-only",
  "--remote-debugging-port=0",
];

async function readDevToolsPort(profile: string, child: ChildProcess): Promise<number> {
  const portFile = join(profile, "DevToolsActivePort");
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) throw new Error(`Chromium exited (${child.exitCode})`);
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) return port;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error("Chromium did not open its debugging port within 30 s");
}

/** Debian's Chromium on a fresh profile (nothing signed in, empty cache), headless, with a debugging port. */
export async function launchDebuggableChromium(executablePath: string): Promise<DebuggableChromium> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run "apt-get install chromium" or pass --chromium.`);
  }
  const profile = mkdtempSync(join(tmpdir(), "ondine-bench-lighthouse-"));
  const child = spawn(executablePath, [...chromiumArgs, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  try {
    const port = await readDevToolsPort(profile, child);
    return {
      port,
      async stop() {
        if (child.exitCode === null) {
          const exited = new Promise((done) => child.once("exit", done));
          child.kill("SIGTERM");
          await exited;
        }
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGTERM");
    throw error;
  }
}
