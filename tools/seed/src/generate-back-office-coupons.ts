import type { OrganismKind } from "@ondine/domain";
import type { ActivityIds, ConnectionCodeRow, CouponRow } from "./activity-rows";
import { demoCouponCode } from "./coupon-codes";
import { couponTerms, couponUsage, latest } from "./coupon-fields";
import { dayMs, hourMs, laterMoment, seasonalMoment } from "./demo-moments";
import type { DemoOffer } from "./demo-offers";
import { countryWeights, drawPerson, fictionalPhoneNumber } from "./demo-people";
import type { LocationContext } from "./location-context";
import type { Random } from "./prng";

const companies = [
  "Dupont Conseil",
  "Atelier Morel",
  "Groupe Lemaire",
  "Bati Ouest",
  "Nova Santé",
  "Cabinet Renaud",
  "Alpha Logistique",
  "Studio Pixel",
  "Verdi Assurances",
  "Hexa Ingénierie",
];

/** What staff type in the description field (docs/product.md#codes-validation: required), by kind of place. */
const descriptions: Record<OrganismKind, (random: Random) => string> = {
  hotel_chain: (random) =>
    random.pick([
      `Chambre ${random.int(1, 6)}${String(random.int(1, 30)).padStart(2, "0")}`,
      `Séminaire ${random.pick(companies)}`,
      `Conférence ${random.pick(companies)}`,
      `Salle ${random.pick(["Azur", "Émeraude", "Opale", "Saphir", "Rubis"])}`,
      "Client fidèle",
      "Réception - dépannage",
    ]),
  student_residence: (random) =>
    random.pick([
      "Visiteur résidence",
      "Journée portes ouvertes",
      "Accueil des nouveaux résidents",
      `Prestataire ${random.pick(companies)}`,
    ]),
  campsite: (random) =>
    random.pick([
      `Emplacement ${random.int(1, 320)}`,
      `Mobil-home ${random.int(1, 80)}`,
      "Animation soirée",
      "Personnel saisonnier",
      `Groupe ${random.pick(companies)}`,
    ]),
  office: (random) =>
    random.pick([
      `Visiteur ${random.pick(companies)}`,
      `Réunion ${random.pick(companies)}`,
      `Prestataire ${random.pick(companies)}`,
      "Formation interne",
      "Salon - invités",
    ]),
};

/** Staff mostly hand out the free offers; paid ones now and then, as a gesture. */
function pickOffer(random: Random, offers: readonly DemoOffer[]): DemoOffer | undefined {
  if (offers.length === 0) return undefined;
  return random.weighted(offers.map((offer) => [offer, offer.price === 0 ? 4 : 1] as const));
}

/** Residences make codes one resident at a time; other places often by the dozen for groups. */
function batchSize(random: Random, left: number, residence: boolean): number {
  const size = random.weighted([
    [1, residence ? 300 : 60],
    [random.int(2, 10), 25],
    [random.int(10, 50), 12],
    [random.int(50, 200), 3],
  ]);
  return Math.min(size, left);
}

export interface BackOfficeCoupons {
  coupons: CouponRow[];
  connectionCodes: ConnectionCodeRow[];
}

/**
 * `count` codes made in the console over the year, in batches sharing a
 * correlation id (docs/product.md#codes-printing: printed together). Some start later (available
 * soon), some are used, a few disabled; in student residences most single codes
 * are residents' connection codes (docs/product.md#codes-data).
 */
export function generateBackOfficeCoupons(
  context: LocationContext,
  count: number,
  ids: ActivityIds,
): BackOfficeCoupons {
  const { random, now, organism, site } = context;
  const result: BackOfficeCoupons = { coupons: [], connectionCodes: [] };
  if (context.creatorIds.length === 0) return result;
  const residence = organism.kind === "student_residence" && site !== null;
  const people = countryWeights(organism.kind, context.british);
  let left = count;
  while (left > 0) {
    const size = batchSize(random, left, residence);
    left -= size;
    const createdAt = seasonalMoment(random, now, organism.kind, 365);
    const startsLater = now.getTime() - createdAt.getTime() < 14 * dayMs && random.chance(0.25);
    const startsAt = startsLater ? new Date(createdAt.getTime() + random.int(1, 30) * dayMs) : createdAt;
    const terms = couponTerms(random, startsAt, pickOffer(random, context.offers), 60);
    const resident = residence && size === 1 && random.chance(0.8) ? drawPerson(random, people) : undefined;
    const description = resident
      ? `Résident ${resident.lastName} ${resident.firstName}`
      : descriptions[organism.kind](random);
    const correlationId = random.uuid();
    const creatorId = random.pick(context.creatorIds);
    const phoneNumber = size === 1 && random.chance(0.2) ? fictionalPhoneNumber(random, context.british) : null;
    const usedShare = size > 50 ? 0.4 : 0.65;
    for (let index = 0; index < size; index++) {
      const id = ids.coupons.next();
      const disabledAt = random.chance(0.04) ? (laterMoment(random, createdAt, hourMs, 30 * dayMs, now) ?? null) : null;
      // A disabled code cannot be used afterwards.
      const usage = couponUsage(random, terms, usedShare, disabledAt ?? now);
      const coupon: CouponRow = {
        id,
        code: demoCouponCode(id, context.seed),
        correlationId,
        creatorId,
        creatorType: "CenterUser",
        organismId: organism.id,
        siteId: site?.id ?? null,
        description,
        ...terms,
        phoneNumber,
        withRanAccess: organism.kind !== "campsite" && organism.kind !== "office" && random.chance(0.06),
        ...usage,
        disabledAt,
        disabledBy: disabledAt ? random.pick(context.creatorIds) : null,
        createdAt,
        updatedAt: latest(createdAt, usage.firstProvisioningDate, disabledAt),
      };
      result.coupons.push(coupon);
      if (resident && site) {
        result.connectionCodes.push({
          id: ids.connectionCodes.next(),
          couponId: id,
          code: coupon.code,
          email: resident.email,
          firstName: resident.firstName,
          lastName: resident.lastName,
          phoneNumber,
          residentId: `R${site.id}-${String(random.int(1, 99_999)).padStart(5, "0")}`,
          organismId: organism.id,
          siteId: site.id,
          createdAt,
          disabledAt,
          usedAt: usage.firstProvisioningDate,
        });
      }
    }
  }
  return result;
}
