import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { lockFileName } from "@ondine/server/db";
import { afterEach, describe, expect, it, vi } from "vitest";

const repositoryRoot = fileURLToPath(new URL("../../..", import.meta.url));
const launcherFixture = fileURLToPath(new URL("./launcher-fixture.ts", import.meta.url));

/** Running and not a zombie: an orphan's exit status is read by whichever init adopted it, if any. */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
  return !/\) Z /.test(stat);
}

/** Resolves once `pattern` has appeared in what `stream` printed, with its first group. */
function printed(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<string> {
  let text = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = pattern.exec(text);
      if (!match) return;
      stream.off("data", read);
      resolve(match[1] ?? match[0]);
    };
    stream.on("data", read);
    stream.once("end", () => reject(new Error(`ended before printing ${pattern}:\n${text}`)));
  });
}

// Tests share nothing: the one test starts its own launcher and server on a folder of its own.
describe("the server started by the launcher", () => {
  let launcher: ChildProcess | undefined;
  let serverPid: number | undefined;
  let dataDir: string | undefined;
  afterEach(() => {
    launcher?.kill("SIGKILL");
    if (serverPid !== undefined && isRunning(serverPid)) process.kill(serverPid, "SIGKILL");
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("stops, releasing DATA_DIR, when the launcher is killed with SIGKILL", { timeout: 180_000 }, async () => {
    dataDir = mkdtempSync(join(tmpdir(), "ondine-launcher-"));
    launcher = spawn(process.execPath, ["--import", "tsx", launcherFixture], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    if (!launcher.stdout) throw new Error("the launcher has no stdout");
    const [pid] = await Promise.all([
      printed(launcher.stdout, /server pid (\d+)/),
      printed(launcher.stdout, /Ondine console: /),
    ]);
    serverPid = Number(pid);
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);

    // What `kill -9` on `npm start` does: the launcher cannot forward it.
    launcher.kill("SIGKILL");

    await vi.waitFor(() => expect(isRunning(serverPid ?? 0)).toBe(false), { timeout: 15_000, interval: 100 });
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  });
});
