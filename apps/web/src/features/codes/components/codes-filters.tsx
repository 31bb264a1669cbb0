import { Badge, CloseButton, Group, Select } from "@mantine/core";
import { type CouponStatusFilter, couponStatusFilters } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { LocationFilterSelect } from "../../../components/filters/location-filter-select";
import type { LocationOption } from "../../../components/filters/location-option";
import { OfferFilterSelect } from "../../../components/filters/offer-filter-select";
import type { CodesListState } from "../codes-list-state";

interface CodesFiltersProps {
  state: CodesListState;
  locations: readonly LocationOption[];
  /** The offers facet of the current search. */
  offers: readonly { name: string; count: number }[];
  /** Changes part of the state (the page applies it to the address as it is then). */
  onChange: (change: Partial<CodesListState>) => void;
}

/** Status, location, offer and creation days; a batch filter shows as a removable badge. */
export function CodesFilters({ state, locations, offers, onChange }: CodesFiltersProps) {
  const { t } = useTranslation();
  // Any filter change starts again from the first page.
  const set = (patch: Partial<CodesListState>) => onChange({ ...patch, page: undefined });

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
      <LocationFilterSelect
        organism={state.organism}
        site={state.site}
        locations={locations}
        onChange={(location) => set(location)}
      />
      <OfferFilterSelect offer={state.offer} offers={offers} onChange={(offer) => set({ offer })} />
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
