import { parseArgs } from "node:util";
import { type DemoScaleName, demoScaleNames, isDemoScaleName } from "./demo-scale";

export interface SeedOptions {
  seed: number;
  /** Seed only a database that holds no organism yet (what `npm start` does). */
  ifEmpty: boolean;
  scale: DemoScaleName;
}

export const seedUsage = `Usage: npm run seed -- [--seed N] [--if-empty] [--scale demo|large]

Builds the demo data set (organisms, sites, buildings, floors, accounts,
offers, a year of coupons, purchases, guests, end users, incidents and
interventions, the network's equipment, the hotels' TV rooms) in the
database named by DATABASE_URL, or in the embedded database under DATA_DIR.
  --seed N          the PRNG seed: the same seed gives the same data (default 1)
  --if-empty        do nothing when the database already holds data
  --scale demo      the demo set: about 40 sites, 18,000 coupons (default)
  --scale large     the benchmark set: 3,000+ sites, 1,000,000 coupons and
                    1,000,000 guests (minutes on PostgreSQL; PGlite is slow)`;

export function parseSeedOptions(argv: string[]): SeedOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      seed: { type: "string", default: "1" },
      "if-empty": { type: "boolean", default: false },
      scale: { type: "string", default: "demo" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) throw new SeedUsageRequest();
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed) || seed < 0) throw new Error(`--seed must be a whole number, got "${values.seed}"`);
  if (!isDemoScaleName(values.scale)) {
    throw new Error(`--scale must be one of ${demoScaleNames.join(", ")}, got "${values.scale}"`);
  }
  return { seed, ifEmpty: values["if-empty"], scale: values.scale };
}

export class SeedUsageRequest extends Error {
  constructor() {
    super(seedUsage);
  }
}
