import type { RandomIndex } from "../coupons/coupon-code";
import { privateKeyRules } from "./private-wifi-codes";

// A space's personal key (docs/private-wifi.md#keys). The domain has no
// random source of its own: the server passes node:crypto's `randomInt`, so
// the rule is written once and a test can pass a fixed sequence.

/** What WPA2-Personal accepts as a passphrase: 8 to 63 printable ASCII characters (space to tilde). */
export function isWpaPassphrase(key: string): boolean {
  return (
    key.length >= privateKeyRules.minLength && key.length <= privateKeyRules.maxLength && /^[\x20-\x7e]+$/.test(key)
  );
}

/** A new key: `generatedLength` characters of the look-alike-free alphabet. */
export function drawPrivateKey(randomIndex: RandomIndex): string {
  const { alphabet, generatedLength } = privateKeyRules;
  let key = "";
  for (let index = 0; index < generatedLength; index += 1) key += alphabet[randomIndex(alphabet.length)];
  return key;
}

/**
 * A new key none of the site's keys already is (a key names its space on the
 * site): drawn again on a collision, at most `maxDraws` times; `undefined`
 * when every draw collided. The database's unique index has the last word.
 */
export function drawFreshPrivateKey(randomIndex: RandomIndex, isTaken: (key: string) => boolean): string | undefined {
  for (let draw = 0; draw < privateKeyRules.maxDraws; draw += 1) {
    const key = drawPrivateKey(randomIndex);
    if (!isTaken(key)) return key;
  }
  return undefined;
}
