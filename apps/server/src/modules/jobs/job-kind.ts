const kindPattern = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

/**
 * A kind names what to run, dotted by module (`monitoring-storage.maintain`):
 * lowercase words, dashes and dots, at most 100 characters. Kinds are
 * constants in code, so a wrong one is a programming error and throws.
 */
export function assertJobKind(kind: string): void {
  if (kind.length > 100 || !kindPattern.test(kind)) {
    throw new Error(`"${kind}" is not a job kind (lowercase words, dashes and dots, at most 100 characters)`);
  }
}
