import type { RoleFlagKey } from "@ondine/domain";

/**
 * How the role checkboxes are grouped on the user form: by the part of the
 * console they open. Presentation only; which roles exist and who may grant
 * them is the domain's (role-flags.ts, permissions.ts).
 */
export const roleGroups = [
  { id: "network", keys: ["supervision", "map_supervision", "events", "iots", "speedtest", "ssid"] },
  { id: "codes", keys: ["code", "planet_campus"] },
  {
    id: "statistics",
    keys: [
      "statistic_home",
      "statistic_purchases",
      "statistic_coupons",
      "statistic_customers",
      "statistic_chromecast",
      "statistics_reporting",
      "online_purchases",
      "reporting_revenue",
      "dashboard",
    ],
  },
  { id: "administration", keys: ["accounts_create", "api", "portal_advertisement", "documents"] },
  {
    id: "services",
    keys: [
      "requests",
      "support_desk",
      "sav_stime",
      "ran",
      "silent_mode",
      "center_beta",
      "stream_cast",
      "voip",
      "hyperis",
      "ilopex",
      "idl",
    ],
  },
] as const satisfies readonly { id: string; keys: readonly RoleFlagKey[] }[];

export type RoleGroupId = (typeof roleGroups)[number]["id"];
