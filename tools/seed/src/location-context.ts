import type { DemoOrganism, DemoSite } from "./demo-locations";
import type { DemoOffer } from "./demo-offers";
import type { Random } from "./prng";

/** What a location's generators need to know about it. */
export interface LocationContext {
  seed: number;
  now: Date;
  random: Random;
  organism: DemoOrganism;
  /** Null for the organism as a whole. */
  site: DemoSite | null;
  /** The site's access points' tags (`BP-2-07`), as the inventory writes them: an intervention's hotspot is one. */
  accessPointTags: readonly string[];
  /** What the location sells and hands out (docs/product.md#locations-model: the site's offers plus its organism's). */
  offers: readonly DemoOffer[];
  /** Console accounts allowed to make codes here. */
  creatorIds: readonly number[];
  /** Ski resorts selling in pounds: more British guests. */
  british: boolean;
}
