import { Group, SegmentedControl, Select, TextInput } from "@mantine/core";
import { type PrivateSpaceSort, type PrivateSpaceState, privateSpaceSorts, privateSpaceStates } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { useAddressSearchBox } from "../../../routing/use-address-search-box";
import type { PrivateSpacesSearch } from "../private-spaces-search";

interface PrivateSpacesToolbarProps {
  search: PrivateSpacesSearch;
  /** A new search, state or order: the address takes it, from the first page. */
  onSearchChange: (next: PrivateSpacesSearch) => void;
}

/** The list's search (name or comment), state filter and order, all kept in the address. */
export function PrivateSpacesToolbar({ search, onSearchChange }: PrivateSpacesToolbarProps) {
  const { t } = useTranslation();
  const change = (patch: Partial<PrivateSpacesSearch>) => onSearchChange({ ...search, ...patch, page: undefined });
  const [searchText, setSearchText] = useAddressSearchBox(search.q, (q) => change({ q }));
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <TextInput
        label={t("privateWifi.list.search")}
        placeholder={t("privateWifi.list.searchPlaceholder")}
        type="search"
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        w={{ base: "100%", sm: 280 }}
      />
      <Select
        label={t("privateWifi.list.state")}
        data={[
          { value: "", label: t("privateWifi.list.anyState") },
          ...privateSpaceStates.map((state) => ({ value: state, label: t(`privateWifi.states.${state}`) })),
        ]}
        value={search.state ?? ""}
        onChange={(state) => change({ state: (state || undefined) as PrivateSpaceState | undefined })}
        allowDeselect={false}
        w={{ base: "100%", sm: 180 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t("privateWifi.list.sort")}
        data={privateSpaceSorts.map((sort) => ({ value: sort, label: t(`privateWifi.list.sorts.${sort}`) }))}
        value={search.sort ?? "name"}
        onChange={(sort) => change({ sort: sort === "name" ? undefined : (sort as PrivateSpaceSort) })}
        allowDeselect={false}
        w={{ base: "100%", sm: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentedControl
        aria-label={t("privateWifi.list.order")}
        data={[
          { value: "asc", label: t("privateWifi.list.orders.asc") },
          { value: "desc", label: t("privateWifi.list.orders.desc") },
        ]}
        value={search.order ?? "asc"}
        onChange={(order) => change({ order: order === "desc" ? "desc" : undefined })}
      />
    </Group>
  );
}
