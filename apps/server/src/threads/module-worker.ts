import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * The URL of a worker module beside `base` (a module's `import.meta.url`):
 * its TypeScript source when the caller runs from source (tests, tsx), the
 * bundle build-node.mjs writes beside the server's when it runs from
 * `apps/server/dist`.
 */
export function workerModuleUrl(name: string, base: string): URL {
  return new URL(`./${name}.${base.endsWith(".ts") ? "ts" : "js"}`, base);
}

/**
 * A worker thread running the module at `url`. A bundled module (.js) is
 * loaded as it is; a TypeScript source is loaded through tsx's loader, which
 * a worker does not inherit from its parent (`--import` in a worker's
 * `execArgv` is not honoured either): tests and benches run from source.
 */
export function startModuleWorker(url: URL): Worker {
  if (!url.pathname.endsWith(".ts")) return new Worker(url);
  // tsx's ES module API; its CommonJS entry, which require finds, loads it by a path that does not exist.
  const tsxApi = createRequire(import.meta.url)
    .resolve("tsx/esm/api")
    .replace(/index\.cjs$/, "index.mjs");
  const bootstrap =
    `import(${JSON.stringify(pathToFileURL(tsxApi).href)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(bootstrap, { eval: true });
}
