/** SPEC §2: the home's remembered choices, in local storage. */
export const homeStorageKeys = {
  welcomeHidden: "ondine.home.welcomeHidden",
  legendHidden: "ondine.home.legendHidden",
  /** SPEC §4: how many times the beta notice was closed. */
  betaNoticeCloses: "ondine.home.betaNoticeCloses",
  tileMode: "ondine.home.tileMode",
} as const;
