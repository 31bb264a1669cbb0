import { useLocalStorage } from "@mantine/hooks";
import { type MapLegendEntry, mapLegendEntries } from "@ondine/domain";
import { useCallback, useMemo } from "react";
import { mapsStorageKeys } from "./maps-storage-keys";

/** What storage holds, read back: only entries the legend has (an old or edited value is ignored). */
function readHidden(stored: string): MapLegendEntry[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return mapLegendEntries.filter((entry) => parsed.includes(entry));
  } catch {
    return [];
  }
}

const noneHidden: MapLegendEntry[] = [];

/** docs/product.md#maps-equipment: the legend entries hidden from the map, remembered in local storage. */
export function useLegendVisibility() {
  const [hiddenList, setHiddenList] = useLocalStorage<MapLegendEntry[]>({
    key: mapsStorageKeys.legendHidden,
    defaultValue: noneHidden,
    getInitialValueInEffect: false,
    serialize: (value) => JSON.stringify(value),
    deserialize: (value) => (value === undefined ? noneHidden : readHidden(value)),
  });
  const hidden = useMemo(() => new Set(hiddenList), [hiddenList]);
  const toggle = useCallback(
    (entry: MapLegendEntry) =>
      setHiddenList((current) =>
        current.includes(entry) ? current.filter((candidate) => candidate !== entry) : [...current, entry],
      ),
    [setHiddenList],
  );
  return { hidden, toggle };
}
