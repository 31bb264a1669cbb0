import * as rruleExports from "rrule";

// rrule 2.8.1 ships ES modules (its "module" field, which Vite and Vitest
// read) and a CommonJS bundle (its "main", which Node's ESM loader takes for
// the built server, tools/build-node.mjs keeping npm packages external). Node
// cannot see that bundle's names, only its `default`: a named import would
// throw at start-up. Take the exports from wherever this runtime put them.
const library: typeof rruleExports =
  "RRule" in rruleExports ? rruleExports : (Reflect.get(rruleExports, "default") as typeof rruleExports);

export const { RRule, rrulestr } = library;
export type RRule = rruleExports.RRule;
