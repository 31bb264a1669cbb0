/**
 * docs/product.md#codes-data, docs/product.md#codes-limits: a code is 8 characters. Drawn from 32 signs without those read
 * alike (I and L look like 1, O like 0, U like V): codes are read off paper
 * and typed on phones. The demo data uses the same signs.
 */
export const couponCodeAlphabet = "ABCDEFGHJKMNPQRSTVWXYZ0123456789";
export const couponCodeLength = 8;

const couponCodePattern = new RegExp(`^[${couponCodeAlphabet}]{${couponCodeLength}}$`);

/** Whether a text is a well-formed code (upper case, as codes are stored and printed). */
export function isCouponCode(value: string): boolean {
  return couponCodePattern.test(value);
}

/**
 * A source of uniform integers in [0, max): the server passes node:crypto's
 * `randomInt`, so codes cannot be predicted from earlier ones.
 */
export type RandomIndex = (max: number) => number;

/** A code of `couponCodeLength` signs, each drawn uniformly from the alphabet. */
export function drawCouponCode(randomIndex: RandomIndex): string {
  let code = "";
  for (let position = 0; position < couponCodeLength; position++) {
    code += couponCodeAlphabet.charAt(randomIndex(couponCodeAlphabet.length));
  }
  return code;
}
