import type { RoleFlags } from "./role-flags";

type Flag = 0 | 1;

/**
 * The grouped `roles` of the current user (SPEC §3 "role groups to booleans
 * or per-permission maps"). Its keys are the first path segment of the
 * console's routes, so SPEC §6's route check reads `roles[segment]`: a group
 * is an object of permissions, a single feature a 0/1 flag.
 */
export interface RolesTree {
  network: { "status.home": Flag; "status.monitoring": Flag; maps: Flag; events: Flag; iot: Flag };
  codes: { create: Flag; list: Flag; planet_campus: Flag };
  statistics: {
    home: Flag;
    purchases: Flag;
    codes: Flag;
    customers: Flag;
    chromecast: Flag;
    reporting: Flag;
    online_purchases: Flag;
    reporting_revenue: Flag;
  };
  portal_advertisement: Flag;
  administration: { "accounts.create": Flag; api: Flag };
  support: Flag;
  ran: Flag;
  silent_mode: Flag;
  center_beta: Flag;
  sav_stime: Flag;
}

/** An admin holds every role (SPEC §6 "Admin sees everything"). */
export function rolesTree(flags: RoleFlags, admin: boolean): RolesTree {
  const on = (value: Flag): Flag => (admin ? 1 : value);
  return {
    network: {
      "status.home": on(flags.supervision),
      "status.monitoring": on(flags.supervision),
      maps: on(flags.map_supervision),
      events: on(flags.events),
      iot: on(flags.iots),
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
    support: on(flags.requests),
    ran: on(flags.ran),
    silent_mode: on(flags.silent_mode),
    center_beta: on(flags.center_beta),
    sav_stime: on(flags.sav_stime),
  };
}
