/** docs/product.md#accounts-beta: the beta notice shows at most this many times (each close counts, the automatic one too)... */
export const betaNoticeMaxShows = 3;
/** ...and closes by itself after this long. */
export const betaNoticeAutoCloseMs = 10_000;

export function shouldShowBetaNotice(closedCount: number): boolean {
  return closedCount < betaNoticeMaxShows;
}
