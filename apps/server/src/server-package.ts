import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// Resolved through the package name, not relative to this file: the same code
// runs from src (tests, tsx), from apps/server/dist/main.js and from bundles of
// other workspaces (tools/dist/seed.js), and each finds the one package root.
const require = createRequire(import.meta.url);

/** The folder holding apps/server/package.json (and drizzle/, the migrations). */
export const serverPackageRoot = dirname(require.resolve("@ondine/server/package.json"));

/** The committed SQL migrations applied at start-up. */
export const migrationsFolder = join(serverPackageRoot, "drizzle");

/** The server's version, as its package.json states it. */
export function readServerVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(join(serverPackageRoot, "package.json"), "utf8"));
  if (typeof manifest === "object" && manifest !== null && "version" in manifest) {
    return String(manifest.version);
  }
  return "0.0.0";
}

/**
 * The built web console (apps/web/dist): found through the @ondine/web
 * package when it is installed, else beside the server in the monorepo.
 */
export function defaultWebDistDir(): string {
  try {
    return join(dirname(require.resolve("@ondine/web/package.json")), "dist");
  } catch {
    return join(serverPackageRoot, "..", "web", "dist");
  }
}

/**
 * The terms, privacy and legal notice texts (docs/legal.md): `content/legal` at the
 * repository's root, two folders above the server's package, which the release and the
 * image keep there (deploy/README.md).
 */
export function defaultLegalContentDir(): string {
  return join(serverPackageRoot, "..", "..", "content", "legal");
}
