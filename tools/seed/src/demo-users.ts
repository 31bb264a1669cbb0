import type { RoleFlagKey, RolesType, UserCountry } from "@ondine/domain";
import type { DemoOrganism, DemoSite } from "./demo-locations";

export type DemoUserState = "confirmed" | "unconfirmed" | "deactivated";

export interface DemoUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  salutation: "mr" | "mrs";
  function: string;
  country: UserCountry;
  language: string;
  admin: boolean;
  roleFlags: RoleFlagKey[];
  rolesType: RolesType;
  /** The assigned locations. */
  organismIds: number[];
  siteIds: number[];
  state: DemoUserState;
  creatorId: number | null;
  /** What the README's table says the account shows. */
  description: string;
}

/** Every demo account that has a password signs in with this one (README "Demo accounts"). */
export { demoSignIn } from "@ondine/server/tools-api";

const standardRoles: RoleFlagKey[] = ["supervision", "events", "statistic_home", "requests"];

function first<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error(`demo users: no ${what} in the demo catalogue`);
  return found;
}

/**
 * One account per role profile (docs/decisions.md#demo-data), assigned to the
 * catalogue's customers: an admin, a support agent, a hotel chain's and a
 * residence operator's managers, a monitoring-only site manager, one
 * deactivated and one unconfirmed account for the account states of docs/product.md#accounts-users,
 * and one without any location (NO_RESULTS, /working-site, docs/product.md#errors).
 */
export function demoUsers(organisms: readonly DemoOrganism[], sites: readonly DemoSite[]): DemoUser[] {
  const hotels = first(organisms, "hotel chain", (o) => o.kind === "hotel_chain");
  const otherHotels = first(organisms, "second hotel chain", (o) => o.kind === "hotel_chain" && o.id !== hotels.id);
  const residences = first(organisms, "student residence", (o) => o.kind === "student_residence");
  const offices = first(organisms, "office", (o) => o.kind === "office");
  const campsites = first(organisms, "campsite", (o) => o.kind === "campsite");
  const officeSite = first(
    sites,
    "office site in production",
    (s) => s.organismId === offices.id && s.state === "En production",
  );
  const admin = 1;
  return [
    {
      id: admin,
      email: "admin@ondine.example",
      firstName: "Camille",
      lastName: "Lefèvre",
      salutation: "mrs",
      function: "Administratrice de la plateforme",
      country: "FR",
      language: "fr",
      admin: true,
      roleFlags: [],
      rolesType: "custom",
      organismIds: [],
      siteIds: [],
      state: "confirmed",
      creatorId: null,
      description:
        "administrator: every screen, every location (portal announcements included), accounts, outbox and audit log",
    },
    {
      id: 2,
      email: "support@ondine.example",
      firstName: "Hugo",
      lastName: "Moreau",
      salutation: "mr",
      function: "Support technique",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: [
        "supervision",
        "map_supervision",
        "events",
        "requests",
        "code",
        "iots",
        "statistic_home",
        "statistic_purchases",
        "statistic_coupons",
        "accounts_create",
        "support_desk",
        "silent_mode",
      ],
      rolesType: "custom",
      organismIds: organisms.map((organism) => organism.id),
      siteIds: [],
      state: "confirmed",
      creatorId: admin,
      description:
        "support agent: every customer; monitoring, incidents, codes, IoT, accounts; the support desk's tickets",
    },
    {
      id: 3,
      email: "hotels@ondine.example",
      firstName: "Sophie",
      lastName: "Garnier",
      salutation: "mrs",
      function: "Directrice des opérations",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: [
        "supervision",
        "map_supervision",
        "events",
        "code",
        "iots",
        "statistic_home",
        "statistic_purchases",
        "statistic_coupons",
        "statistic_chromecast",
        "statistic_customers",
        "statistics_reporting",
        "online_purchases",
        "reporting_revenue",
        "api",
        "portal_advertisement",
        "requests",
        "silent_mode",
        "ran",
        "speedtest",
      ],
      rolesType: "custom",
      organismIds: [hotels.id],
      siteIds: [],
      state: "confirmed",
      creatorId: admin,
      description: `hotel-chain manager (${hotels.name}): monitoring, maps, codes, TV rooms, portal announcements, statistics and yearly reporting, API token, private Wi-Fi spaces, speed tests and diagnoses`,
    },
    {
      id: 4,
      email: "residences@ondine.example",
      firstName: "Karim",
      lastName: "Benali",
      salutation: "mr",
      function: "Responsable des résidences",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: ["planet_campus", "code", "supervision", "statistic_home", "requests", "ran"],
      rolesType: "custom",
      organismIds: [residences.id],
      siteIds: [],
      state: "confirmed",
      creatorId: admin,
      description: `student-residence manager (${residences.name}): connection codes, codes, monitoring, private Wi-Fi spaces`,
    },
    {
      id: 5,
      email: "site@ondine.example",
      firstName: "Julie",
      lastName: "Roux",
      salutation: "mrs",
      function: "Responsable de site",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: ["supervision", "speedtest"],
      rolesType: "custom",
      organismIds: [],
      siteIds: [officeSite.id],
      state: "confirmed",
      creatorId: admin,
      description: `site manager (${officeSite.name}): monitoring, speed tests and diagnoses`,
    },
    {
      id: 6,
      email: "former@ondine.example",
      firstName: "Marc",
      lastName: "Dubois",
      salutation: "mr",
      function: "Ancien gérant",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: standardRoles,
      rolesType: "standard",
      organismIds: [campsites.id],
      siteIds: [],
      state: "deactivated",
      creatorId: admin,
      description: "deactivated account: sign-in answers deactivated",
    },
    {
      id: 7,
      email: "new@ondine.example",
      firstName: "Léa",
      lastName: "Fontaine",
      salutation: "mrs",
      function: "Réceptionniste",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: standardRoles,
      rolesType: "standard",
      organismIds: [otherHotels.id],
      siteIds: [],
      state: "unconfirmed",
      creatorId: admin,
      description: "unconfirmed account, no password yet: its confirmation mail waits in the outbox",
    },
    {
      id: 8,
      email: "nosite@ondine.example",
      firstName: "Thomas",
      lastName: "Petit",
      salutation: "mr",
      function: "Gérant en cours d'installation",
      country: "FR",
      language: "fr",
      admin: false,
      roleFlags: standardRoles,
      rolesType: "standard",
      organismIds: [],
      siteIds: [],
      state: "confirmed",
      creatorId: admin,
      description:
        "account without any location yet: the console sends it to /working-site (NO_RESULTS, docs/product.md#errors)",
    },
  ];
}
