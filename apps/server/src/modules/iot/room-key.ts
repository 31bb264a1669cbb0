import { randomInt } from "node:crypto";

/** No 0/O, 1/l/I: a guest reads the key off the TV screen and types it on a phone. */
export const roomKeyAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";
export const roomKeyLength = 10;

/** A room's new room-access network key, from the system's cryptographic generator (a guest must not guess the next). */
export function generateRoomKey(): string {
  let key = "";
  for (let index = 0; index < roomKeyLength; index += 1) key += roomKeyAlphabet[randomInt(roomKeyAlphabet.length)];
  return key;
}
