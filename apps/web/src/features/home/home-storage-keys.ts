/** docs/product.md#home-screen: the home's remembered choices, in local storage. */
export const homeStorageKeys = {
  welcomeHidden: "ondine.home.welcomeHidden",
  legendHidden: "ondine.home.legendHidden",
  /** docs/product.md#monitoring-availability: how many times the beta notice was closed. */
  betaNoticeCloses: "ondine.home.betaNoticeCloses",
  tileMode: "ondine.home.tileMode",
} as const;
