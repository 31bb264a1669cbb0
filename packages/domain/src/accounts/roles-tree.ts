import { z } from "zod";
import type { RoleFlags } from "./role-flags";

type Flag = 0 | 1;
const flag = z.union([z.literal(0), z.literal(1)]);

/**
 * The grouped `roles` of the current user (docs/product.md#accounts-roles "role groups to booleans
 * or per-permission maps"). Its keys are the first path segment of the
 * console's routes, so the route (docs/product.md#accounts-permissions) check reads `roles[segment]`: a group
 * is an object of permissions, a single feature a 0/1 flag.
 */
export const rolesTreeSchema = z.object({
  network: z.object({
    "status.home": flag,
    "status.monitoring": flag,
    maps: flag,
    events: flag,
    iot: flag,
    speedtest: flag,
  }),
  codes: z.object({ create: flag, list: flag, planet_campus: flag }),
  statistics: z.object({
    home: flag,
    purchases: flag,
    codes: flag,
    customers: flag,
    chromecast: flag,
    reporting: flag,
    online_purchases: flag,
    reporting_revenue: flag,
  }),
  portal_advertisement: flag,
  administration: z.object({ "accounts.create": flag, api: flag }),
  support: flag,
  ran: flag,
  silent_mode: flag,
  center_beta: flag,
  sav_stime: flag,
  support_desk: flag,
});
export type RolesTree = z.infer<typeof rolesTreeSchema>;

/** An admin holds every role (docs/product.md#accounts-permissions). */
export function rolesTree(flags: RoleFlags, admin: boolean): RolesTree {
  const on = (value: Flag): Flag => (admin ? 1 : value);
  return {
    network: {
      "status.home": on(flags.supervision),
      "status.monitoring": on(flags.supervision),
      maps: on(flags.map_supervision),
      events: on(flags.events),
      iot: on(flags.iots),
      speedtest: on(flags.speedtest),
    },
    codes: { create: on(flags.code), list: on(flags.code), planet_campus: on(flags.planet_campus) },
    statistics: {
      home: on(flags.statistic_home),
      purchases: on(flags.statistic_purchases),
      codes: on(flags.statistic_coupons),
      customers: on(flags.statistic_customers),
      chromecast: on(flags.statistic_chromecast),
      reporting: on(flags.statistics_reporting),
      online_purchases: on(flags.online_purchases),
      reporting_revenue: on(flags.reporting_revenue),
    },
    portal_advertisement: on(flags.portal_advertisement),
    administration: { "accounts.create": on(flags.accounts_create), api: on(flags.api) },
    // The support screens: customers asking (requests) and the desk answering (docs/tickets.md#who-sees-what).
    support: on(flags.requests === 1 || flags.support_desk === 1 ? 1 : 0),
    ran: on(flags.ran),
    silent_mode: on(flags.silent_mode),
    center_beta: on(flags.center_beta),
    sav_stime: on(flags.sav_stime),
    support_desk: on(flags.support_desk),
  };
}
