import { CloseButton, Combobox, Loader, Stack, Text, TextInput, useCombobox } from "@mantine/core";
import { addressOf, type LocationAddress, resolveLocationSelection, selectedLocationOf } from "@ondine/domain";
import IconMapPin from "@tabler/icons-react/icons/IconMapPin";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { filterLocations, type LocationSearchGroup } from "../filter-locations";
import type { DirectoryEntry } from "../location-directory";
import { rememberLocation } from "../remembered-location";
import { useLocationSelection } from "../use-location-selection";
import classes from "./location-search.module.css";

const optionValue = (entry: DirectoryEntry) => `${entry.type}-${entry.id}`;

/**
 * docs/product.md#locations-selection: the header's location search. The caller's locations are loaded
 * once; typing filters them here (every word, accents and case aside),
 * organisms and sites in two groups. Arrows move, Enter chooses, Escape closes.
 */
export function LocationSearch({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, directory } = useLocationSelection(userId);
  const [search, setSearch] = useState("");
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch("");
    },
  });
  const result = useMemo(() => (directory ? filterLocations(directory, search) : null), [directory, search]);
  const selected = state.status === "received" ? state.location : null;

  // Enter takes the first match as soon as something is typed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search is the trigger.
  useEffect(() => {
    if (search) combobox.selectFirstOption();
  }, [search]);

  const goTo = (address: LocationAddress) => {
    rememberLocation(userId, Object.keys(address).length > 0 ? address : null);
    void navigate({
      to: ".",
      search: (previous) => ({
        ...previous,
        location_site: address.location_site,
        location_organism: address.location_organism,
      }),
    });
  };

  const choose = (value: string) => {
    const [type, id] = value.split("-");
    const entry = type === "Site" ? directory?.siteById.get(Number(id)) : directory?.organismById.get(Number(id));
    if (entry) goTo(addressOf(selectedLocationOf(entry)));
    combobox.closeDropdown();
  };

  // Clearing helps only those who would not get a location back by default.
  const hasDefaultLocation = useMemo(() => {
    if (!directory) return true;
    const fallback = resolveLocationSelection({ requested: {}, remembered: null, locations: directory.all });
    return fallback.status !== "received" || fallback.location !== null;
  }, [directory]);
  const canClear = selected !== null && !hasDefaultLocation;

  const selectedValue = selected ? `${selected.selected.type}-${selected.selected.id}` : null;
  const isEmpty = result !== null && result.organisms.entries.length === 0 && result.sites.entries.length === 0;
  const hiddenCount = (result?.organisms.hiddenCount ?? 0) + (result?.sites.hiddenCount ?? 0);

  return (
    <Combobox store={combobox} onOptionSubmit={choose} position="bottom-start" width="target">
      <Combobox.Target>
        <TextInput
          className={classes.field}
          aria-label={t("locations.search.label")}
          placeholder={selected ? selected.selected.name : t("locations.search.placeholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          leftSection={<IconMapPin size={16} aria-hidden="true" />}
          rightSection={
            state.status === "requesting" ? (
              <Loader size="xs" aria-label={t("locations.search.loading")} />
            ) : canClear ? (
              <CloseButton
                size="sm"
                aria-label={t("locations.search.clear")}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => goTo({})}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={canClear ? "all" : "none"}
          disabled={state.status === "emptied"}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options className={classes.options} aria-label={t("locations.search.label")}>
          {result && (
            <>
              <OptionGroup
                label={t("locations.search.organisms")}
                group={result.organisms}
                selectedValue={selectedValue}
              />
              <OptionGroup label={t("locations.search.sites")} group={result.sites} selectedValue={selectedValue} />
            </>
          )}
          {isEmpty && <Combobox.Empty>{t("locations.search.noMatch")}</Combobox.Empty>}
        </Combobox.Options>
        {hiddenCount > 0 && (
          <Combobox.Footer>
            <Text size="xs" c="dimmed">
              {t("locations.search.more", { count: hiddenCount })}
            </Text>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}

function OptionGroup(props: { label: string; group: LocationSearchGroup; selectedValue: string | null }) {
  if (props.group.entries.length === 0) return null;
  return (
    <Combobox.Group label={props.label}>
      {props.group.entries.map((entry) => (
        <Combobox.Option
          className={classes.option}
          key={optionValue(entry)}
          value={optionValue(entry)}
          active={optionValue(entry) === props.selectedValue}
        >
          <Stack gap={0}>
            <Text size="sm" className={classes.optionName}>
              {entry.name}
            </Text>
            {entry.type === "Site" && (
              <Text size="xs" className={`${classes.optionName} ${classes.organismName}`}>
                {entry.organism_name}
              </Text>
            )}
          </Stack>
        </Combobox.Option>
      ))}
    </Combobox.Group>
  );
}
