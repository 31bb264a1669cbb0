import type { Database } from "../../../db";
import { iotDevices } from "../../../db/schema";

let stickCount = 0;

/** Streaming sticks (and TVs, which are not counted) on a site, with no room: the casting calls need none. */
export async function insertSticks(
  db: Database,
  siteId: number,
  serials: readonly string[],
  type: "chromecast" | "tv" = "chromecast",
): Promise<void> {
  await db.insert(iotDevices).values(
    serials.map((serial) => {
      stickCount += 1;
      const hex = stickCount.toString(16).padStart(4, "0");
      return {
        siteId,
        type,
        serial,
        name: `Device ${serial}`,
        model: type === "chromecast" ? "Chromecast with Google TV" : "LG 43UT7",
        manufacturer: type === "chromecast" ? "Google" : "LG",
        mac: `0e:17:00:00:${hex.slice(0, 2)}:${hex.slice(2)}`,
      };
    }),
  );
}
