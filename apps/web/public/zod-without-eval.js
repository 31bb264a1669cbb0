// Runs before the console's modules (a classic script ahead of them in
// index.html). zod compiles object parsers with `new Function` unless told
// not to, and probes for it when the first schema is built: under the
// console's Content-Security-Policy (no 'unsafe-eval', docs/security.md)
// that probe is reported as a violation. This sets zod's `jitless` in the
// object its `config()` keeps settings in (zod/v4/core/core.js) before any
// chunk builds a schema; a bundled module could not, as the chunks it
// imports run first. The browser journeys fail on any CSP violation, so a
// zod release that moved the setting would be caught.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
