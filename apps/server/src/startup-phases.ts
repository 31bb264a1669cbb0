/**
 * How long each step of the start took, for the line the server prints when
 * it is ready (docs/performance.md#cold-start): read by a person, and by
 * `npm run bench:start`. Times count from the process's start (Node's
 * `performance` clock), so loading the code is a step too.
 */
export type StartupPhases = {
  /** Ends the current step under `name`; a name met again (the database opened twice) adds up. */
  end(name: string): void;
  /** `started in 3.4 s: code 0.6 s, database 1.1 s, ...`, in the order the steps first ended. */
  describe(): string;
};

export function startupPhases(now: () => number = () => performance.now()): StartupPhases {
  const durations = new Map<string, number>();
  let last = 0;
  return {
    end(name) {
      const at = now();
      durations.set(name, (durations.get(name) ?? 0) + (at - last));
      last = at;
    },
    describe() {
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
      const steps = [...durations].map(([name, ms]) => `${name} ${seconds(ms)}`).join(", ");
      return `started in ${seconds(last)}: ${steps}`;
    },
  };
}
