import { drawFreshPrivateKey, privateSpaceExpiryInstant, privateWifiToday } from "@ondine/domain";
import { countryWeights, drawPerson } from "./demo-people";
import type { ParisDays } from "./paris-days";
import { appliedPush, type SpacePlan } from "./private-space-plan";
import type { Random } from "./prng";
import { shuffled } from "./shuffled";

// A student residence's private spaces (docs/private-wifi.md#model): one per
// room whose resident asked for a key, most until the end of the academic
// year, a few short stays, a few shared rooms without end, and some whose
// lease ended (the expiry job withdrew their key).

/** A building of the residence with its upper floors' levels (the ground floor holds the reception). */
export interface ResidenceBuilding {
  letter: string;
  levels: number[];
}

export interface ResidencePlanInput {
  buildings: readonly ResidenceBuilding[];
  days: ParisDays;
  now: Date;
  /** When the site imported its first building's residents from a CSV file; null: no import on this site. */
  importedAt: Date | null;
}

type Fate = "lease" | "short" | "open" | "expired";

const fates: readonly (readonly [Fate, number])[] = [
  ["lease", 78],
  ["short", 5],
  ["open", 5],
  ["expired", 12],
];

const studentCountries = countryWeights("student_residence", false);

/** The next `MM-DD` on or after today (Paris): this year's, else next year's. */
function nextDayOfYear(today: string, monthDay: string): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${monthDay}`;
  return thisYear >= today ? thisYear : `${year + 1}-${monthDay}`;
}

/** `30/06`, as a lease is written. */
function dayAndMonth(day: string): string {
  return `${day.slice(8, 10)}/${day.slice(5, 7)}`;
}

function residentName(random: Random): string {
  const person = drawPerson(random, studentCountries);
  return `${person.firstName} ${person.lastName}`;
}

/** Numbers 1 to `max`, `count` of them, in order. */
function someNumbers(random: Random, count: number, max: number): number[] {
  return shuffled(
    Array.from({ length: max }, (_, index) => index + 1),
    random,
  )
    .slice(0, Math.min(count, max))
    .sort((a, b) => a - b);
}

interface RoomName {
  name: string;
  /** The first building's rooms are those the site's import covered. */
  inFirstBuilding: boolean;
}

/** The rooms with a space: "Chambre 114" in the first building, "Studio B-07" in the others. */
function roomNames(random: Random, buildings: readonly ResidenceBuilding[]): RoomName[] {
  return buildings.flatMap((building, index): RoomName[] => {
    if (index === 0) {
      return building.levels.flatMap((level) =>
        someNumbers(random, random.int(3, 7), 20).map((number) => ({
          name: `Chambre ${level}${String(number).padStart(2, "0")}`,
          inFirstBuilding: true,
        })),
      );
    }
    return someNumbers(random, random.int(10, 24), Math.max(1, building.levels.length) * 8).map((number) => ({
      name: `Studio ${building.letter}-${String(number).padStart(2, "0")}`,
      inFirstBuilding: false,
    }));
  });
}

/** A moment of office hours `daysAgo` days back. */
function officeMoment(random: Random, days: ParisDays, daysAgo: number): Date {
  return days.at(-daysAgo, random.int(9, 17), random.int(0, 59));
}

/** The space's key changed once after its creation (a reset) in about one case in ten. */
function keyChangeAfter(random: Random, createdAt: Date, before: Date): Date {
  const span = before.getTime() - createdAt.getTime();
  if (span <= 0 || !random.chance(0.1)) return createdAt;
  return new Date(createdAt.getTime() + Math.floor(random.next() * span));
}

interface Lease {
  expiresOn: string | null;
  comment: string;
  withdrawnAt: Date | null;
  createdAt: Date;
}

function leaseOf(random: Random, fate: Fate, input: ResidencePlanInput, imported: boolean): Lease {
  const { days, now } = input;
  const today = privateWifiToday(now);
  const createdAt = imported && input.importedAt ? input.importedAt : officeMoment(random, days, random.int(3, 80));
  switch (fate) {
    case "lease": {
      // The academic year ends on 30 June; some leases run through the summer, to 31 August.
      const expiresOn = nextDayOfYear(today, random.chance(0.7) ? "06-30" : "08-31");
      const comment = random.weighted<string>([
        [`Bail jusqu'au ${dayAndMonth(expiresOn)}`, 30],
        [`${residentName(random)}, bail jusqu'au ${dayAndMonth(expiresOn)}`, 35],
        [residentName(random), 15],
        ["", 20],
      ]);
      return { expiresOn, comment, withdrawnAt: null, createdAt };
    }
    case "short": {
      const expiresOn = days.day(random.int(1, 40));
      const comment = random.pick([
        `${residentName(random)}, stage jusqu'au ${dayAndMonth(expiresOn)}`,
        `${residentName(random)}, séjour de recherche jusqu'au ${dayAndMonth(expiresOn)}`,
        `Erasmus, départ le ${dayAndMonth(expiresOn)}`,
      ]);
      return { expiresOn, comment, withdrawnAt: null, createdAt };
    }
    case "open":
      return {
        expiresOn: null,
        comment: random.pick([
          `${residentName(random)}, doctorant : bail renouvelé chaque année`,
          "Assistant de vie étudiante (logement de fonction)",
        ]),
        withdrawnAt: null,
        createdAt,
      };
    case "expired": {
      // The lease ended days or months ago: the expiry job withdrew the key within the minute after.
      const daysAgo = random.int(2, 120);
      const expiresOn = days.day(-daysAgo);
      const withdrawnAt = new Date(privateSpaceExpiryInstant(expiresOn).getTime() + random.int(5, 55) * 1000);
      const comment = random.pick([
        `${residentName(random)}, départ anticipé le ${dayAndMonth(expiresOn)}`,
        `Erasmus, semestre terminé le ${dayAndMonth(expiresOn)}`,
        `Fin de bail le ${dayAndMonth(expiresOn)}`,
      ]);
      return {
        expiresOn,
        comment,
        withdrawnAt,
        createdAt: officeMoment(random, days, daysAgo + random.int(60, 280)),
      };
    }
  }
}

/** The common room and the caretaker's flat, on some sites: keys without end. */
function sharedRooms(random: Random): { name: string; comment: string }[] {
  const rooms: { name: string; comment: string }[] = [];
  if (random.chance(0.6)) rooms.push({ name: "Salle commune", comment: "Télévision et console de la salle commune" });
  if (random.chance(0.5)) rooms.push({ name: "Logement du gardien", comment: "Gardien de la résidence" });
  return rooms;
}

/**
 * The residence's spaces, their keys drawn from `random` as the server draws
 * them (unique on the site). Spaces of the imported building are all current
 * leases, made at the import.
 */
export function planResidenceSpaces(random: Random, input: ResidencePlanInput): SpacePlan[] {
  const { days } = input;
  const taken = new Set<string>();
  const drawKey = () => {
    const key = drawFreshPrivateKey(
      (max) => random.int(0, max - 1),
      (candidate) => taken.has(candidate),
    );
    if (!key) throw new Error("demo private Wi-Fi: no fresh key");
    taken.add(key);
    return key;
  };
  const plans: SpacePlan[] = [];
  for (const room of roomNames(random, input.buildings)) {
    const imported = room.inFirstBuilding && input.importedAt !== null;
    const fate = imported ? "lease" : random.weighted(fates);
    const lease = leaseOf(random, fate, input, imported);
    const keyChangedAt = keyChangeAfter(random, lease.createdAt, lease.withdrawnAt ?? days.at(-1, 9));
    plans.push({
      name: room.name,
      comment: lease.comment,
      psk: drawKey(),
      expiresOn: lease.expiresOn,
      createdAt: lease.createdAt,
      keyChangedAt,
      withdrawnAt: lease.withdrawnAt,
      iotRoomId: null,
      imported,
      // An expired space's last change is its withdrawal.
      push: appliedPush(random, lease.withdrawnAt ?? keyChangedAt),
    });
  }
  for (const shared of sharedRooms(random)) {
    const createdAt = officeMoment(random, days, random.int(30, 300));
    plans.push({
      ...shared,
      psk: drawKey(),
      expiresOn: null,
      createdAt,
      keyChangedAt: createdAt,
      withdrawnAt: null,
      iotRoomId: null,
      imported: false,
      push: appliedPush(random, createdAt),
    });
  }
  return plans;
}
