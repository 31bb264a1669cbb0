import type { DemoIotRoom } from "./demo-iot";
import { hourMs } from "./demo-moments";
import type { ParisDays } from "./paris-days";
import { appliedPush, type SpacePlan } from "./private-space-plan";
import type { Random } from "./prng";

// A hotel's private spaces: each IoT room linked to its space, the room's key
// being the space's (docs/private-wifi.md#rooms), so the guest's phone and
// laptop reach the room's TV and stick and nobody else's.

export interface HotelPlanInput {
  rooms: readonly DemoIotRoom[];
  /** When a past checkout gave a room its key, by room id. */
  checkouts: ReadonlyMap<number, Date>;
  days: ParisDays;
  now: Date;
}

function nameOf(room: DemoIotRoom): string {
  return room.name.startsWith("Suite") ? room.name : `Chambre ${room.name}`;
}

function commentOf(random: Random, room: DemoIotRoom): string {
  if (room.name.startsWith("Suite")) return "Suite : salon et chambre";
  return random.weighted<string>([
    ["", 60],
    ["Chambre double", 20],
    ["Chambre twin", 10],
    ["Chambre familiale", 10],
  ]);
}

/** The morning of a checkout in the last six days, at least three hours before `now`. */
function lastCheckout(random: Random, days: ParisDays, now: Date): Date {
  const daysAgo = random.int(0, 5);
  const hour = random.int(7, 11);
  const minute = random.int(0, 59);
  const moment = days.at(-daysAgo, hour, minute);
  return moment.getTime() <= now.getTime() - 3 * hourMs ? moment : days.at(-daysAgo - 1, hour, minute);
}

/**
 * The hotel's spaces, linked on one day a few weeks ago, one per room holding
 * a key (a room just checked out has none until its next guest: it stays
 * unlinked). A key already another room's is left unlinked too: keys are
 * unique on the site.
 */
export function planHotelSpaces(random: Random, input: HotelPlanInput): SpacePlan[] {
  const { days, now } = input;
  const taken = new Set<string>();
  const linkedAt = days.at(-random.int(20, 40), random.int(9, 17), random.int(0, 59));
  const plans: SpacePlan[] = [];
  for (const room of input.rooms) {
    if (room.psk === null || taken.has(room.psk)) continue;
    taken.add(room.psk);
    // The key changed at the last guest's checkout: a past command's, else a morning of the last days.
    const keyChangedAt = input.checkouts.get(room.id) ?? lastCheckout(random, days, now);
    plans.push({
      name: nameOf(room),
      comment: commentOf(random, room),
      psk: room.psk,
      expiresOn: null,
      createdAt: linkedAt,
      keyChangedAt,
      withdrawnAt: null,
      iotRoomId: room.id,
      imported: false,
      push: appliedPush(random, keyChangedAt),
    });
  }
  return plans;
}
