import { Combobox, Group, Loader, Text, TextInput, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { type EquipmentSearchHit, equipmentSearchLimits, isEquipmentSearchable } from "@ondine/domain";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import { useEffect, useEffectEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEquipmentSearch } from "../api/search-equipment";
import { ScanBarcodeButton } from "../scan/scan-barcode-button";
import classes from "./maps-page.module.css";

/** Typing pauses this long before a search is sent. */
const searchDelayMs = 300;

/** Where a hit is: site / building / floor, or its site alone when no plan places it. */
export function hitPlace(hit: EquipmentSearchHit, notPlaced: string): string {
  return [hit.site_name, hit.building_name ?? notPlaced, hit.floor_name].filter(Boolean).join(" / ");
}

/**
 * The live maps work "find equipment": a MAC, serial, tag or model among the caller's
 * sites; each hit says its site, building and floor, and choosing one opens
 * it on its map. On a phone, a label's barcode or QR code scanned with the
 * camera is searched as if typed, and its one hit opened at once.
 */
export function FindEquipment({ onFind }: { onFind: (hit: EquipmentSearchHit) => void }) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState("");
  /** The text a scan filled in, until its search answers. */
  const [scanned, setScanned] = useState<string | null>(null);
  const [debounced] = useDebouncedValue(text, searchDelayMs);
  const search = useEquipmentSearch(debounced);
  const hits = search.data ?? [];
  const isSearchable = isEquipmentSearchable(text);
  const isWaiting = isSearchable && (debounced !== text || search.isPending);

  const open = (hit: EquipmentSearchHit) => {
    onFind(hit);
    setText("");
    setScanned(null);
    combobox.closeDropdown();
  };
  const openScanned = useEffectEvent(open);

  const choose = (value: string) => {
    const hit = hits.find((candidate) => String(candidate.id) === value);
    if (hit) open(hit);
  };

  const searchScanned = (query: string) => {
    setText(query);
    setScanned(isEquipmentSearchable(query) ? query : null);
    combobox.openDropdown();
  };

  // A scanned label's own answer (not the previous text's, kept on screen while it loads):
  // its one hit opens as a click would; several or none stay listed.
  const isScannedAnswer = scanned !== null && debounced === scanned && !search.isPlaceholderData;
  useEffect(() => {
    if (!isScannedAnswer || search.isPending) return;
    setScanned(null);
    const [only, ...others] = search.data ?? [];
    if (only && others.length === 0) openScanned(only);
  }, [isScannedAnswer, search.isPending, search.data]);

  const options = isWaiting ? (
    <Combobox.Empty>{t("maps.find.searching")}</Combobox.Empty>
  ) : search.isError ? (
    <Combobox.Empty>{t("maps.find.failed")}</Combobox.Empty>
  ) : hits.length === 0 ? (
    <Combobox.Empty>{t("maps.find.empty")}</Combobox.Empty>
  ) : (
    hits.map((hit) => (
      <Combobox.Option value={String(hit.id)} key={hit.id}>
        <Text size="sm" fw={600}>
          {hit.tag || hit.model} <span className={classes.mono}>{hit.mac}</span>
        </Text>
        <Text size="xs" c="dimmed">
          {t(`maps.categories.${hit.category}`)} · {hitPlace(hit, t("maps.find.notPlaced"))}
        </Text>
      </Combobox.Option>
    ))
  );

  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Combobox store={combobox} onOptionSubmit={choose} withinPortal>
        <Combobox.Target>
          <TextInput
            flex={1}
            label={t("maps.find.label")}
            placeholder={t("maps.find.placeholder")}
            description={t("maps.find.hint", { count: equipmentSearchLimits.minQueryLength })}
            value={text}
            leftSection={<IconSearch size={16} aria-hidden="true" />}
            rightSection={search.isFetching ? <Loader size="xs" aria-label={t("maps.find.searching")} /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setScanned(null);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={!isSearchable}>
          <Combobox.Options aria-label={t("maps.find.results")}>{options}</Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <ScanBarcodeButton onScan={searchScanned} />
    </Group>
  );
}
