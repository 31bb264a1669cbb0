import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium (`apt-get install chromium`), or CHROMIUM_PATH. */
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the background-networking flags Chromium keeps trying to reach
// Google's hosts, which this closed network refuses.
const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: run "apt-get install chromium" or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath, args: chromiumArgs });
}
