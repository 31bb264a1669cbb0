import type { Currency, OfferDurationUnit, OrganismKind } from "@ondine/domain";

export interface DemoOffer {
  id: number;
  name: string;
  durationValue: number;
  durationUnit: OfferDurationUnit;
  durationLimitMonth: number | null;
  price: number;
  preTaxPrice: number;
  currency: Currency;
  maxUsage: number;
  hardlimit: boolean;
}

/** French and British VAT are both 20 %: the pre-tax price is the price / 1.2, to the cent. */
const preTax = (price: number) => Math.round((price / 1.2) * 100) / 100;

const offer = (
  id: number,
  name: string,
  [durationValue, durationUnit]: [number, OfferDurationUnit],
  price: number,
  maxUsage: number,
  extra: { currency?: Currency; durationLimitMonth?: number; hardlimit?: boolean } = {},
): DemoOffer => ({
  id,
  name,
  durationValue,
  durationUnit,
  durationLimitMonth: extra.durationLimitMonth ?? null,
  price,
  preTaxPrice: preTax(price),
  currency: extra.currency ?? "eur",
  maxUsage,
  hardlimit: extra.hardlimit ?? false,
});

/**
 * SPEC §3: offers keep fixed ids (197 free; 596-598 free 48 h, 7 days and
 * 15 days for one device; 620-625 free 1 day to 12 months for five devices;
 * paid ones between 69 and 645), with 1 to 5 devices, unlimited for groups.
 */
export const demoOffers: readonly DemoOffer[] = [
  offer(69, "Pass 1 heure", [1, "hour"], 2.9, 1, { hardlimit: true }),
  offer(70, "Pass 24 heures", [1, "day"], 4.9, 1),
  offer(71, "Pass 3 jours", [3, "day"], 9.9, 2),
  offer(72, "Pass semaine", [1, "week"], 14.9, 3),
  offer(73, "Pass mois", [1, "month"], 29.9, 3),
  offer(74, "Pass Premium 24 heures", [1, "day"], 7.9, 5),
  offer(197, "Accès gratuit 1 heure", [1, "hour"], 0, 1, { hardlimit: true }),
  offer(310, "Séjour 2 semaines", [2, "week"], 19.9, 4),
  offer(311, "Séjour saison", [2, "month"], 39.9, 4, { durationLimitMonth: 2 }),
  offer(410, "Hour Pass", [1, "hour"], 2.5, 1, { currency: "gbp", hardlimit: true }),
  offer(411, "Day Pass", [1, "day"], 4.5, 1, { currency: "gbp" }),
  offer(412, "Week Pass", [1, "week"], 12.5, 3, { currency: "gbp" }),
  offer(413, "Ski Season Pass", [1, "month"], 39, 3, { currency: "gbp", durationLimitMonth: 5 }),
  offer(450, "Abonnement résident mensuel", [1, "month"], 12, 5, { durationLimitMonth: 10 }),
  offer(596, "Gratuit 48 h - 1 appareil", [48, "hour"], 0, 1),
  offer(597, "Gratuit 7 jours - 1 appareil", [7, "day"], 0, 1),
  offer(598, "Gratuit 15 jours - 1 appareil", [15, "day"], 0, 1),
  offer(620, "Gratuit 1 jour - 5 appareils", [1, "day"], 0, 5),
  offer(621, "Gratuit 1 semaine - 5 appareils", [1, "week"], 0, 5),
  offer(622, "Gratuit 1 mois - 5 appareils", [1, "month"], 0, 5),
  offer(623, "Gratuit 3 mois - 5 appareils", [3, "month"], 0, 5),
  offer(624, "Gratuit 6 mois - 5 appareils", [6, "month"], 0, 5),
  offer(625, "Gratuit 12 mois - 5 appareils", [12, "month"], 0, 5, { durationLimitMonth: 12 }),
  offer(640, "Pass groupe journée", [1, "day"], 49, -1, { hardlimit: true }),
  offer(645, "Pass groupe semaine", [1, "week"], 149, -1, { hardlimit: true }),
];

/** The server's rule (packages/domain), so demo codes last what created ones do. */
export { offerDurationSeconds } from "@ondine/domain";

/** The offers each kind of customer sells on its portal and hands out from the console. */
export const offerIdsByKind: Readonly<Record<OrganismKind, readonly number[]>> = {
  hotel_chain: [69, 70, 71, 72, 74, 596, 640],
  student_residence: [450, 620, 621, 622, 623, 624, 625],
  campsite: [70, 72, 73, 310, 311, 598],
  office: [197, 596],
};

/** Sold on top in ski resorts, whose guests are often British. */
export const poundOfferIds: readonly number[] = [410, 411, 412, 413];

/** Sold on top at some hotels for groups and seminars. */
export const groupWeekOfferId = 645;
