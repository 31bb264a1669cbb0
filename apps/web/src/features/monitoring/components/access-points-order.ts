import { type AccessPointCount, type AccessPointRow, accessPointCount } from "@ondine/domain";

/** The access-point list's sortable columns. */
export const accessPointSortKeys = ["name", "state", "lastSeen"] as const;
export type AccessPointSortKey = (typeof accessPointSortKeys)[number];
export type SortDirection = "ascending" | "descending";
export interface AccessPointSort {
  key: AccessPointSortKey;
  direction: SortDirection;
}

/** What names an access point: its tag, else its model, else its MAC. */
export function accessPointName(accessPoint: AccessPointRow): string {
  return accessPoint.tag?.trim() || accessPoint.model?.trim() || accessPoint.mac;
}

const macDigits = (text: string) => text.toLowerCase().replace(/[^0-9a-f]/g, "");

/**
 * Whether an access point answers a search: its name (tag, model), its site,
 * building or floor, in any case; or its MAC, with or without separators.
 */
export function matchesAccessPointSearch(accessPoint: AccessPointRow, search: string): boolean {
  const words = search.trim().toLocaleLowerCase();
  if (words === "") return true;
  const texts = [
    accessPoint.tag,
    accessPoint.model,
    accessPoint.site_name,
    accessPoint.building_name,
    accessPoint.floor_name,
    accessPoint.mac,
  ];
  if (texts.some((text) => text?.toLocaleLowerCase().includes(words))) return true;
  const digits = macDigits(words);
  return digits.length >= 2 && digits.length === words.replace(/[\s:.-]/g, "").length
    ? macDigits(accessPoint.mac).includes(digits)
    : false;
}

/** Worst first: unreached, then not supervised, then reached (docs/product.md#monitoring-screens). */
const stateRank: Record<Exclude<AccessPointCount, "spare">, number> = { unreached: 0, notSupervised: 1, reached: 2 };
const rankOf = (accessPoint: AccessPointRow) => {
  const count = accessPointCount(accessPoint.state, accessPoint.muted);
  return count === "spare" ? 3 : stateRank[count];
};
const timeOf = (iso: string | null) => (iso === null ? null : new Date(iso).getTime());

/** Two times, an unknown one always last whatever the direction. */
function compareTimes(a: string | null, b: string | null, sign: number): number {
  const [first, second] = [timeOf(a), timeOf(b)];
  if (first === null || second === null) return first === second ? 0 : first === null ? 1 : -1;
  return sign * (first - second);
}

/**
 * The list in the order asked for, ties kept in the server's order (site,
 * building, floor, tag). By state the longest outage comes first among the
 * unreached; by last seen, ascending is the longest unseen first, and an
 * access point never seen comes last either way.
 */
export function sortAccessPoints(
  accessPoints: readonly AccessPointRow[],
  sort: AccessPointSort,
  language: string,
): AccessPointRow[] {
  const sign = sort.direction === "ascending" ? 1 : -1;
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: "base" });
  const compare = (a: AccessPointRow, b: AccessPointRow): number => {
    switch (sort.key) {
      case "name":
        return sign * collator.compare(accessPointName(a), accessPointName(b));
      case "state":
        return sign * (rankOf(a) - rankOf(b)) || compareTimes(a.down_since, b.down_since, 1);
      case "lastSeen":
        return compareTimes(a.last_seen, b.last_seen, sign);
    }
  };
  return accessPoints
    .map((accessPoint, index) => ({ accessPoint, index }))
    .sort((a, b) => compare(a.accessPoint, b.accessPoint) || a.index - b.index)
    .map(({ accessPoint }) => accessPoint);
}
