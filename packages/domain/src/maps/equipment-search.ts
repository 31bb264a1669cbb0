/**
 * Issue 15 "find equipment": a search by MAC, serial, tag or model starts
 * from this many characters (fewer would match most of a site).
 */
export const equipmentSearchMinLength = 2;

/** Whether a typed text is long enough to be searched, spaces aside. */
export function isEquipmentSearchable(text: string): boolean {
  return text.trim().length >= equipmentSearchMinLength;
}
