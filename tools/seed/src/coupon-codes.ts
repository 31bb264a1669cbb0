import { couponCodeAlphabet as alphabet, couponCodeLength as codeLength } from "@ondine/domain";

// The codes' 32 signs (packages/domain): eight of them are exactly 40 bits,
// so a demo code can be a permutation of the coupon's id.
const bits = 40n;
const mask = (1n << bits) - 1n;

/** Multiplying by an odd number and xor-shifting right are both one-to-one on 40 bits. */
function scramble(value: bigint): bigint {
  let x = value & mask;
  x = (x * 0x9e3779b97n) & mask;
  x ^= x >> 17n;
  x = (x * 0xc2b2ae3d5n) & mask;
  x ^= x >> 19n;
  return x;
}

/**
 * The demo code of coupon `id`: distinct ids give distinct codes (a million
 * random codes would collide), and they look random. `seed` varies them.
 */
export function demoCouponCode(id: number, seed: number): string {
  let value = scramble(BigInt(id) + BigInt(seed) * 0x1000003n);
  let code = "";
  for (let index = 0; index < codeLength; index++) {
    code = alphabet.charAt(Number(value & 31n)) + code;
    value >>= 5n;
  }
  return code;
}
