import { Badge, CloseButton, Group, Select } from "@mantine/core";
import { type CouponStatusFilter, couponStatusFilters, locationTypes } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { formatNumber } from "../../../i18n/format-number";
import type { CodesListState } from "../codes-list-state";
import type { CodesLocationOption } from "../codes-location-option";

interface CodesFiltersProps {
  state: CodesListState;
  locations: readonly CodesLocationOption[];
  /** The offers facet of the current search. */
  offers: readonly { name: string; count: number }[];
  onChange: (next: CodesListState) => void;
}

/** Status, location, offer and creation days; a batch filter shows as a removable badge. */
export function CodesFilters({ state, locations, offers, onChange }: CodesFiltersProps) {
  const { t } = useTranslation();
  // Any filter change starts again from the first page.
  const set = (patch: Partial<CodesListState>) => onChange({ ...state, ...patch, page: undefined });

  const locationValue =
    state.site !== undefined ? `Site-${state.site}` : state.organism !== undefined ? `Organism-${state.organism}` : "";
  const locationData = [
    { value: "", label: t("codes.filters.allLocations") },
    ...locationTypes.flatMap((type) =>
      locations
        .filter((location) => location.type === type)
        .map((location) => ({ value: `${type}-${location.id}`, label: location.name })),
    ),
  ];
  const chooseLocation = (value: string | null) => {
    const [type, id] = (value ?? "").split("-");
    if (type === "Site") {
      const site = locations.find((location) => location.type === "Site" && location.id === Number(id));
      set({ site: Number(id), organism: site?.organism_id ?? undefined });
    } else if (type === "Organism") set({ organism: Number(id), site: undefined });
    else set({ organism: undefined, site: undefined });
  };

  const offerData = [
    { value: "", label: t("codes.filters.allOffers") },
    ...offers.map((offer) => ({ value: offer.name, label: `${offer.name} (${formatNumber(offer.count)})` })),
  ];
  // The chosen offer stays listed even when the facet no longer holds it.
  if (state.offer && !offers.some((offer) => offer.name === state.offer))
    offerData.push({ value: state.offer, label: state.offer });

  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      <Select
        label={t("codes.filters.status")}
        data={[
          { value: "", label: t("codes.filters.allStatuses") },
          ...couponStatusFilters.map((status) => ({ value: status, label: t(`codes.status.${status}`) })),
        ]}
        value={state.status ?? ""}
        onChange={(value) => set({ status: (value || undefined) as CouponStatusFilter | undefined })}
        allowDeselect={false}
        w={{ base: "100%", sm: 190 }}
      />
      {locationData.length > 2 && (
        <Select
          label={t("codes.filters.location")}
          data={locationData}
          value={locationValue}
          onChange={chooseLocation}
          searchable
          allowDeselect={false}
          w={{ base: "100%", sm: 260 }}
        />
      )}
      <Select
        label={t("codes.filters.offer")}
        data={offerData}
        value={state.offer ?? ""}
        onChange={(value) => set({ offer: value || undefined })}
        allowDeselect={false}
        w={{ base: "100%", sm: 220 }}
      />
      <InterfaceDatesProvider>
        <DayField
          label={t("codes.filters.createdFrom")}
          value={state.from}
          maxDate={state.to}
          onChange={(from) => set({ from })}
          w={{ base: "100%", sm: 190 }}
        />
        <DayField
          label={t("codes.filters.createdTo")}
          value={state.to}
          minDate={state.from}
          onChange={(to) => set({ to })}
          w={{ base: "100%", sm: 190 }}
        />
      </InterfaceDatesProvider>
      {state.correlation && (
        <Badge
          size="lg"
          variant="light"
          rightSection={
            <CloseButton
              size="xs"
              aria-label={t("codes.filters.clearBatch")}
              onClick={() => set({ correlation: undefined })}
            />
          }
        >
          {t("codes.filters.batch")}
        </Badge>
      )}
    </Group>
  );
}
