import type { PrivateSpaceSelection } from "@ondine/domain";
import type { PrivateSpacesSearch } from "./private-spaces-search";

/**
 * The spaces the bulk actions act on (docs/private-wifi.md#calls): ticked
 * ones by id, or every space the search matches ("select all N matching"),
 * which the server counts again against the confirmed number.
 */
export type SpaceSelection = { kind: "ids"; ids: ReadonlySet<number> } | { kind: "matching" };

export const noSpaceSelected: SpaceSelection = { kind: "ids", ids: new Set() };

/** How many spaces the selection holds: the search's total when it is "all matching". */
export function selectedCount(selection: SpaceSelection, totalCount: number): number {
  return selection.kind === "matching" ? totalCount : selection.ids.size;
}

export function isSpaceSelected(selection: SpaceSelection, id: number): boolean {
  return selection.kind === "matching" || selection.ids.has(id);
}

/** The selection with one space ticked or not; unticking one of "all matching" keeps the other ticked ones of the page. */
export function toggleSpace(
  selection: SpaceSelection,
  id: number,
  pageIds: readonly number[],
  isSelected: boolean,
): SpaceSelection {
  const ids = new Set(selection.kind === "matching" ? pageIds : selection.ids);
  if (isSelected) ids.add(id);
  else ids.delete(id);
  return { kind: "ids", ids };
}

/** The page's spaces all ticked (added to those of other pages), or all unticked. */
export function togglePage(selection: SpaceSelection, pageIds: readonly number[], isSelected: boolean): SpaceSelection {
  if (!isSelected) {
    if (selection.kind === "matching") return noSpaceSelected;
    return { kind: "ids", ids: new Set([...selection.ids].filter((id) => !pageIds.includes(id))) };
  }
  const ids = new Set(selection.kind === "matching" ? [] : selection.ids);
  for (const id of pageIds) ids.add(id);
  return { kind: "ids", ids };
}

/** The selection as the bulk and cards calls take it. */
export function selectionBody(selection: SpaceSelection, search: PrivateSpacesSearch): PrivateSpaceSelection {
  if (selection.kind === "ids") return { ids: [...selection.ids] };
  return { matching: { ...(search.q ? { q: search.q } : {}), ...(search.state ? { state: search.state } : {}) } };
}
