/**
 * The channel the codes table's triggers notify (migration 0027), once per
 * statement that changed codes: `o:<organism ids>;s:<site ids>` of the rows
 * changed (before and after an update), or `all` (a truncate, or a
 * statement whose ids would not fit a notification).
 */
export const codeChangesChannel = "ondine_codes";

/** The codes a write changed, by their organisms and sites, or possibly any code. */
export type CodeChange = { readonly organismIds: readonly number[]; readonly siteIds: readonly number[] } | "all";

const payloadPattern = /^o:([0-9,]*);s:([0-9,]*)$/;

const idsOf = (list: string): number[] => (list === "" ? [] : list.split(",").map(Number));

/** A notification's payload as a change; anything unreadable may have changed any code. */
export function codeChangeOf(payload: string): CodeChange {
  const match = payloadPattern.exec(payload);
  if (!match) return "all";
  return { organismIds: idsOf(match[1] ?? ""), siteIds: idsOf(match[2] ?? "") };
}

/** The change of codes located as these rows are (an organism, and a site or null for the whole organism). */
export function codeChangeAt(
  codes: readonly { readonly organismId: number; readonly siteId: number | null }[],
): CodeChange {
  return {
    organismIds: [...new Set(codes.map((code) => code.organismId))],
    siteIds: [...new Set(codes.flatMap((code) => (code.siteId === null ? [] : [code.siteId])))],
  };
}
