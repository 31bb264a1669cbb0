const minute = 60_000;

export type RateLimitRule = {
  /** Requests allowed in a window; the next one answers 429 until the window ends. */
  max: number;
  windowMs: number;
};

/**
 * Every rate limit of the API, in one place (docs/security.md "Rate limits").
 * Sized for a hotel desk: a few receptionists and a head office behind one
 * address sign in and ask for mails far below these; a script does not.
 */
export const rateLimitRules = {
  /** Sign-in attempts naming one address (five failures lock it anyway; this slows re-locking after an unlock). */
  signInPerAddress: { max: 10, windowMs: 15 * minute },
  /** Sign-in attempts from one client address (a head office's staff behind one NAT included). */
  signInPerIp: { max: 60, windowMs: 15 * minute },
  /** Reset and confirmation mails to one address, whoever asks. */
  accountMailPerAddress: { max: 3, windowMs: 60 * minute },
  /** Reset and confirmation mails asked for from one client address. */
  accountMailPerIp: { max: 10, windowMs: 60 * minute },
  /** Two-factor codes typed and resends asked for from one client address (per account: the lockout). */
  twoFactorPerIp: { max: 30, windowMs: 15 * minute },
  /** Guest sponsoring requests for one site (per sponsor and per client address: sponsors module). */
  sponsorRequestsPerSite: { max: 120, windowMs: 60 * minute },
  /**
   * A captive portal's calls for a site's announcement from one client address: a hotel's guests may all
   * come through one address, and each page shown asks again once its minute of cache is over.
   */
  portalAnnouncementPerIp: { max: 600, windowMs: minute },
  /** GraphQL requests of one account (its API token or its sessions): one integrator's script cannot crowd out others. */
  graphqlPerAccount: { max: 600, windowMs: minute },
  /** Speed tests and diagnoses started by one person (docs/site-tools.md#calls): each runs on the site's line. */
  siteToolsPerUser: { max: 10, windowMs: minute },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof rateLimitRules;
