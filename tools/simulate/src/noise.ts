/** One round of a 32-bit integer mix (murmur3's finalizer constants). */
function mix(hash: number, part: number): number {
  let mixed = Math.imul(hash ^ (part >>> 0), 0x85ebca6b) >>> 0;
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35) >>> 0;
  return (mixed ^ (mixed >>> 16)) >>> 0;
}

/**
 * A number in [0, 1) that depends only on its parts (a site, a stamp...):
 * the simulator and the seed's backfill draw the same value for the same
 * site and instant, so history and live data agree and a gap is refilled
 * exactly as it would have been played. Fixed arity rather than rest
 * parameters: a backfill calls it millions of times.
 */
export function unitNoise(a: number, b = 0, c = 0, d = 0, e = 0): number {
  let hash = mix(0x9e3779b9, a);
  hash = mix(hash, b);
  hash = mix(hash, c);
  hash = mix(hash, d);
  hash = mix(hash, e);
  return hash / 4_294_967_296;
}

/** `unitNoise` spread over [low, high). */
export function noiseBetween(low: number, high: number, a: number, b = 0, c = 0, d = 0): number {
  return low + (high - low) * unitNoise(a, b, c, d);
}

/** An integer in [0, count) from the parts. */
export function noiseIndex(count: number, a: number, b = 0, c = 0, d = 0): number {
  return Math.min(count - 1, Math.floor(unitNoise(a, b, c, d) * count));
}
