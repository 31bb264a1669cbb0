/** What `answerWithin` rejects with once its time is up. */
export class NoAnswerInTime extends Error {
  constructor(milliseconds: number) {
    super(`no answer within ${milliseconds} ms`);
    this.name = "NoAnswerInTime";
  }
}

/**
 * `work`, or a rejection with NoAnswerInTime once `milliseconds` have passed:
 * what reads the database on the side (health probes, the replica's lag, a
 * metrics scrape) answers rather than hangs with a stalled database. The
 * work itself is not cancelled: the statement timeout ends it.
 */
export function answerWithin<T>(work: Promise<T>, milliseconds: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new NoAnswerInTime(milliseconds)), milliseconds);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
