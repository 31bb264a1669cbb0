import { existsSync, readFileSync } from "node:fs";

// What the launcher's tests read of the processes they start.

/** Running and not a zombie: an orphan's exit status is read by whichever init adopted it, if any. */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = existsSync(`/proc/${pid}/stat`) ? readFileSync(`/proc/${pid}/stat`, "utf8") : "";
  return !/\) Z /.test(stat);
}

/** Resolves once `pattern` has appeared in what `stream` printed, with its first group and all printed so far. */
export function printed(stream: NodeJS.ReadableStream, pattern: RegExp): Promise<{ match: string; text: string }> {
  let text = "";
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString("utf8");
      const match = pattern.exec(text);
      if (!match) return;
      stream.off("data", read);
      resolve({ match: match[1] ?? match[0], text });
    };
    stream.on("data", read);
    stream.once("end", () => reject(new Error(`ended before printing ${pattern}:\n${text}`)));
  });
}
