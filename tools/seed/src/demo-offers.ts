import type { Currency, OfferDurationUnit, OfferNameTranslations, OrganismKind } from "@ondine/domain";

export interface DemoOffer {
  id: number;
  name: string;
  nameTranslations: OfferNameTranslations;
  durationValue: number;
  durationUnit: OfferDurationUnit;
  durationLimitMonth: number | null;
  price: number;
  preTaxPrice: number;
  currency: Currency;
  maxUsage: number;
  hardlimit: boolean;
}

/** The offers' names in the other product languages (docs/product.md#i18n-languages); the French `name` stands for the rest. */
const offerNameTranslations: Readonly<Record<number, OfferNameTranslations>> = {
  69: { en: "1-hour pass", es: "Pase de 1 hora", de: "1-Stunden-Pass", nl: "Pas van 1 uur", zh: "1小时通行证" },
  70: { en: "24-hour pass", es: "Pase de 24 horas", de: "24-Stunden-Pass", nl: "Pas van 24 uur", zh: "24小时通行证" },
  71: { en: "3-day pass", es: "Pase de 3 días", de: "3-Tage-Pass", nl: "Pas van 3 dagen", zh: "3天通行证" },
  72: { en: "Week pass", es: "Pase semanal", de: "Wochenpass", nl: "Weekpas", zh: "周通行证" },
  73: { en: "Month pass", es: "Pase mensual", de: "Monatspass", nl: "Maandpas", zh: "月通行证" },
  74: {
    en: "Premium 24-hour pass",
    es: "Pase Premium de 24 horas",
    de: "Premium-24-Stunden-Pass",
    nl: "Premium-pas van 24 uur",
    zh: "高级24小时通行证",
  },
  197: {
    en: "Free 1-hour access",
    es: "Acceso gratuito de 1 hora",
    de: "1 Stunde kostenloser Zugang",
    nl: "1 uur gratis toegang",
    zh: "1小时免费上网",
  },
  310: {
    en: "2-week stay",
    es: "Estancia de 2 semanas",
    de: "2-Wochen-Aufenthalt",
    nl: "Verblijf van 2 weken",
    zh: "两周住宿套餐",
  },
  311: {
    en: "Season stay",
    es: "Estancia de temporada",
    de: "Saisonaufenthalt",
    nl: "Seizoensverblijf",
    zh: "季节住宿套餐",
  },
  410: { en: "Hour Pass", es: "Pase de una hora", de: "Stundenpass", nl: "Uurpas", zh: "小时通行证" },
  411: { en: "Day Pass", es: "Pase de un día", de: "Tagespass", nl: "Dagpas", zh: "日通行证" },
  412: { en: "Week Pass", es: "Pase semanal", de: "Wochenpass", nl: "Weekpas", zh: "周通行证" },
  413: {
    en: "Ski Season Pass",
    es: "Pase de temporada de esquí",
    de: "Skisaisonpass",
    nl: "Skiseizoenpas",
    zh: "滑雪季通行证",
  },
  450: {
    en: "Monthly resident plan",
    es: "Abono mensual de residente",
    de: "Monatsabo für Bewohner",
    nl: "Maandabonnement voor bewoners",
    zh: "住户月度套餐",
  },
  596: {
    en: "Free 48 h - 1 device",
    es: "Gratis 48 h - 1 dispositivo",
    de: "Kostenlos 48 Std. - 1 Gerät",
    nl: "Gratis 48 u - 1 apparaat",
    zh: "免费48小时 - 1台设备",
  },
  597: {
    en: "Free 7 days - 1 device",
    es: "Gratis 7 días - 1 dispositivo",
    de: "Kostenlos 7 Tage - 1 Gerät",
    nl: "Gratis 7 dagen - 1 apparaat",
    zh: "免费7天 - 1台设备",
  },
  598: {
    en: "Free 15 days - 1 device",
    es: "Gratis 15 días - 1 dispositivo",
    de: "Kostenlos 15 Tage - 1 Gerät",
    nl: "Gratis 15 dagen - 1 apparaat",
    zh: "免费15天 - 1台设备",
  },
  620: {
    en: "Free 1 day - 5 devices",
    es: "Gratis 1 día - 5 dispositivos",
    de: "Kostenlos 1 Tag - 5 Geräte",
    nl: "Gratis 1 dag - 5 apparaten",
    zh: "免费1天 - 5台设备",
  },
  621: {
    en: "Free 1 week - 5 devices",
    es: "Gratis 1 semana - 5 dispositivos",
    de: "Kostenlos 1 Woche - 5 Geräte",
    nl: "Gratis 1 week - 5 apparaten",
    zh: "免费1周 - 5台设备",
  },
  622: {
    en: "Free 1 month - 5 devices",
    es: "Gratis 1 mes - 5 dispositivos",
    de: "Kostenlos 1 Monat - 5 Geräte",
    nl: "Gratis 1 maand - 5 apparaten",
    zh: "免费1个月 - 5台设备",
  },
  623: {
    en: "Free 3 months - 5 devices",
    es: "Gratis 3 meses - 5 dispositivos",
    de: "Kostenlos 3 Monate - 5 Geräte",
    nl: "Gratis 3 maanden - 5 apparaten",
    zh: "免费3个月 - 5台设备",
  },
  624: {
    en: "Free 6 months - 5 devices",
    es: "Gratis 6 meses - 5 dispositivos",
    de: "Kostenlos 6 Monate - 5 Geräte",
    nl: "Gratis 6 maanden - 5 apparaten",
    zh: "免费6个月 - 5台设备",
  },
  625: {
    en: "Free 12 months - 5 devices",
    es: "Gratis 12 meses - 5 dispositivos",
    de: "Kostenlos 12 Monate - 5 Geräte",
    nl: "Gratis 12 maanden - 5 apparaten",
    zh: "免费12个月 - 5台设备",
  },
  640: {
    en: "Group day pass",
    es: "Pase de grupo de un día",
    de: "Gruppen-Tagespass",
    nl: "Groepsdagpas",
    zh: "团体日通行证",
  },
  645: {
    en: "Group week pass",
    es: "Pase de grupo semanal",
    de: "Gruppen-Wochenpass",
    nl: "Groepsweekpas",
    zh: "团体周通行证",
  },
};

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
  nameTranslations: offerNameTranslations[id] ?? {},
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
 * docs/product.md#codes-data: offers keep fixed ids (197 free; 596-598 free 48 h, 7 days and
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
