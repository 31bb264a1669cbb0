const ignore = () => {};

/**
 * `read`, shared by the callers that wait at the same time, as a group
 * commit: a caller gets a read that started after it called, never one
 * already under way (that one may not see what was committed just before
 * the caller came). One read runs at a time, and those who came meanwhile
 * share the one that starts next.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = undefined;
    };
    reading.then(done, done);
    return reading;
  };
  return () => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
}
