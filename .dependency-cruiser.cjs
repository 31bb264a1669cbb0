// Import boundaries (docs/architecture.md "Boundaries"), checked by `npm run check`.
// Paths are relative to the repository root; `$1` in a `to` refers to the group captured by `from`.

const serverModule = "^apps/server/src/modules/([^/]+)/";
const serverModuleIndex = "^apps/server/src/modules/[^/]+/index\\.ts$";

// Test support: imported by tests and by other test support only, never by shipped code.
const fixtures = [
  "^apps/server/src/test/",
  "^apps/web/src/testing/",
  "^e2e/src/support/",
  "^contract/src/support/",
  "[^/]+-fixtures?\\.tsx?$",
  "[^/]+-test-[^/]+\\.tsx?$",
];
const tests = ["\\.test\\.tsx?$", "(^|/)vitest\\.config\\.ts$"];

// The domain's shipped code; its tests run in Node under Vitest, a root devDependency.
const domainCode = { path: "^packages/domain/src/", pathNot: tests };

// Packages the domain may never use, even if someone declared them: databases, Node-only and browser-only code.
const impurePackages = `(^|/)node_modules/(${[
  // databases
  "drizzle-orm",
  "drizzle-kit",
  "pg",
  "pg-.+",
  "@types/pg",
  "@electric-sql/.+",
  "postgres",
  // Node-only
  "fastify",
  "fastify-plugin",
  "@fastify/.+",
  "nodemailer",
  "pino",
  "pino-.+",
  "@node-rs/.+",
  "openid-client",
  "@types/node",
  // browser-only
  "react",
  "react-dom",
  "@mantine/.+",
  "@tanstack/.+",
  "i18next",
  "react-i18next",
  "leaflet",
  "leaflet\\..+",
  "react-leaflet",
  "echarts",
  "jsdom",
  "@testing-library/.+",
  "vite",
  // the apps and tools depend on the domain, never the reverse
  "@ondine/.+",
].join("|")})(/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "domain-imports-node",
      comment:
        "packages/domain is pure: no Node built-ins (node:fs, crypto, ...). Move the I/O to the server or tools.",
      severity: "error",
      from: domainCode,
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "domain-imports-undeclared-package",
      comment: "packages/domain uses only the packages its package.json declares (zod, libphonenumber-js).",
      severity: "error",
      from: domainCode,
      // npm-no-pkg: installed for another workspace but not declared by the domain.
      to: { dependencyTypes: ["npm-no-pkg", "npm-unknown", "unknown", "undetermined"] },
    },
    {
      name: "domain-imports-impure-package",
      comment: "packages/domain never imports a database, server or browser package, even a declared one.",
      severity: "error",
      from: domainCode,
      to: { path: impurePackages },
    },
    {
      name: "domain-imports-outside-domain",
      comment: "packages/domain imports only its own files: apps, tools and e2e depend on it, never the reverse.",
      severity: "error",
      from: domainCode,
      to: { pathNot: ["^packages/domain/", "node_modules/"], dependencyTypesNot: ["core"] },
    },
    {
      name: "server-module-internals-from-another-module",
      comment:
        "A server module is used by other modules only through its index.ts (its public surface); its repositories stay private. Import from '../<module>' instead.",
      severity: "error",
      from: { path: serverModule },
      to: { path: "^apps/server/src/modules/[^/]+/", pathNot: [`^apps/server/src/modules/$1/`, serverModuleIndex] },
    },
    {
      name: "server-module-internals-from-outside",
      comment:
        "app.ts, plugins, scope, tools and e2e use a server module only through its index.ts. Import from 'modules/<module>' instead.",
      severity: "error",
      from: { pathNot: serverModule },
      to: { path: "^apps/server/src/modules/[^/]+/", pathNot: serverModuleIndex },
    },
    {
      name: "server-route-imports-repository",
      comment:
        "A route file is HTTP only: it calls its module's services, which call the repositories (docs/architecture.md, Wiring a server module). Move the read into a service, or import the type from the service that returns it.",
      severity: "error",
      from: { path: "^apps/server/src/.+\\.routes\\.ts$" },
      to: { path: "\\.repository\\.ts$" },
    },
    {
      name: "web-feature-imports-another-feature",
      comment:
        "A web feature never imports another feature: routes (apps/web/src/app) compose them, shared pieces live in apps/web/src/{api,components,...}.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-shared-imports-feature",
      // testing/ is left out: test support may set up a feature's state (e.g. the auth flag) for any test.
      comment: "Shared web code (api, components, i18n, theme) is used by features; it never imports one.",
      severity: "error",
      from: { path: "^apps/web/src/(api|components|i18n|theme)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "no-circular",
      comment:
        "An import loop: a file reaches itself through its imports. Move what both sides need into the one that owns it (a presenter into its module, types beside the code that makes them) so imports go one way.",
      severity: "error",
      from: {},
      // No viaOnly/dependencyTypesNot: a loop made of `import type` counts too (tsPreCompilationDeps below keeps
      // type-only imports in the graph), since a type that goes both ways couples the two files all the same.
      to: { circular: true },
    },
    {
      name: "fixture-outside-tests",
      comment:
        "Test fixtures and support (apps/server/src/test, apps/web/src/testing, e2e/src/support, contract/src/support, *-fixture(s).ts, *-test-*.ts) are imported only by tests and other fixtures.",
      severity: "error",
      from: { pathNot: [...tests, ...fixtures] },
      to: { path: fixtures },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Build output only: node_modules must stay in the graph (doNotFollow) for the domain's package rules.
    exclude: { path: ["^(apps/[^/]+|packages/[^/]+|tools|e2e|contract)/(dist|\\.tsbuild)/", "^apps/server/drizzle/"] },
    // Type-only imports cross boundaries and close loops too: `true` keeps `import type` in the graph.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    progress: { type: "none" },
    // Re-cruises only changed files (by content hash); the cache lives with the installed packages.
    cache: { folder: "node_modules/.cache/dependency-cruiser", strategy: "content" },
  },
};
