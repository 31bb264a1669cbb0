import { Checkbox, Group, MultiSelect, Select } from "@mantine/core";
import {
  parseCalendarDay,
  type TicketKind,
  type TicketPerson,
  type TicketStatus,
  ticketKinds,
  ticketLimits,
  ticketStatuses,
  ticketStatusName,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { LocationFilterSelect } from "../../../../components/filters/location-filter-select";
import type { LocationOption } from "../../../../components/filters/location-option";
import { formatPlainDay } from "../../../../i18n/format-date-time";
import { type TicketsListSearch, type TicketsListSort, ticketsListSorts } from "../../tickets-list-search";

/** The queue's age filter: opened at least this many days ago. */
const ageChoices = [1, 3, 7, 14, 30] as const;

type FiltersPatch = Omit<TicketsListSearch, "page" | "q">;

interface TicketsFiltersProps {
  search: TicketsListSearch;
  isDesk: boolean;
  /** The caller's organisms and sites (the desk's: every customer's), for the location filter. */
  locations: readonly LocationOption[];
  /** The support desk, for the assignee filter (desk only). */
  assignees: readonly TicketPerson[];
  onChange: (patch: FiltersPatch) => void;
}

/**
 * The list's filters (docs/tickets.md#calls): for a customer, the statuses
 * and the window (the last 3 months, or all); for the support desk, the
 * statuses, kind, organism or site, assignee, age, overdue only, and the
 * order (by due time unless asked otherwise).
 */
export function TicketsFilters({ search, isDesk, locations, assignees, onChange }: TicketsFiltersProps) {
  const { t } = useTranslation();
  const statusField = (
    <MultiSelect
      label={t("tickets.list.filters.status")}
      placeholder={search.status ? undefined : t("tickets.list.filters.anyStatus")}
      data={ticketStatuses.map((status) => ({
        value: String(status),
        label: t(`tickets.status.${ticketStatusName(status)}`),
      }))}
      value={(search.status ?? []).map(String)}
      onChange={(chosen) =>
        onChange({ status: chosen.length > 0 ? chosen.map((value) => Number(value) as TicketStatus) : undefined })
      }
      clearable
      w={{ base: "100%", sm: 280 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
  if (!isDesk) {
    const window = search.all === 1 ? "all" : search.since ? "since" : "recent";
    return (
      <Group gap="md" align="flex-end" wrap="wrap">
        {statusField}
        <Select
          label={t("tickets.list.filters.window")}
          data={[
            { value: "recent", label: t("tickets.list.filters.recent", { count: ticketLimits.defaultWindowMonths }) },
            ...(search.since
              ? [{ value: "since", label: t("tickets.list.filters.since", { date: formatPlainDayText(search.since) }) }]
              : []),
            { value: "all", label: t("tickets.list.filters.all") },
          ]}
          value={window}
          onChange={(chosen) =>
            onChange(
              chosen === "all"
                ? { all: 1, since: undefined }
                : chosen === "since"
                  ? { all: undefined }
                  : { all: undefined, since: undefined },
            )
          }
          allowDeselect={false}
          w={{ base: "100%", sm: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    );
  }

  const organismOfSite = (site: number) =>
    locations.find((location) => location.type === "Site" && location.id === site)?.organism_id ?? undefined;
  const assigneeValue = search.assignee === undefined ? "" : String(search.assignee);
  return (
    <Group gap="md" align="flex-end" wrap="wrap">
      {statusField}
      <Select
        label={t("tickets.queue.filters.kind")}
        data={[
          { value: "", label: t("tickets.queue.filters.anyKind") },
          ...ticketKinds.map((kind) => ({ value: kind, label: t(`tickets.kind.${kind}`) })),
        ]}
        value={search.kind ?? ""}
        onChange={(kind) => onChange({ kind: (kind || undefined) as TicketKind | undefined })}
        allowDeselect={false}
        w={{ base: "100%", sm: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      <LocationFilterSelect
        site={search.site_id}
        organism={search.site_id !== undefined ? organismOfSite(search.site_id) : search.organism_id}
        locations={locations}
        onChange={({ site, organism }) =>
          onChange({ site_id: site, organism_id: site === undefined ? organism : undefined })
        }
      />
      <Select
        label={t("tickets.queue.filters.assignee")}
        data={[
          { value: "", label: t("tickets.queue.filters.anyone") },
          { value: "me", label: t("tickets.queue.filters.me") },
          { value: "none", label: t("tickets.queue.filters.nobody") },
          ...assignees.map((person) => ({ value: String(person.id), label: person.name })),
        ]}
        value={assigneeValue}
        onChange={(chosen) =>
          onChange({
            assignee: chosen === "me" || chosen === "none" ? chosen : chosen ? Number(chosen) : undefined,
          })
        }
        allowDeselect={false}
        searchable={assignees.length > 8}
        w={{ base: "100%", sm: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t("tickets.queue.filters.age")}
        data={[
          { value: "", label: t("tickets.queue.filters.anyAge") },
          ...ageChoices.map((days) => ({
            value: String(days),
            label: t("tickets.queue.filters.olderThan", { count: days }),
          })),
        ]}
        value={search.older_than_days === undefined ? "" : String(search.older_than_days)}
        onChange={(days) => onChange({ older_than_days: days ? Number(days) : undefined })}
        allowDeselect={false}
        w={{ base: "100%", sm: 200 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t("tickets.queue.filters.sort")}
        data={ticketsListSorts.map((sort) => ({ value: sort, label: t(`tickets.queue.sort.${sort}`) }))}
        value={search.sort ?? "due"}
        onChange={(sort) => onChange({ sort: sort === "due" ? undefined : (sort as TicketsListSort) })}
        allowDeselect={false}
        w={{ base: "100%", sm: 220 }}
        comboboxProps={{ withinPortal: true }}
      />
      <Checkbox
        label={t("tickets.queue.filters.overdue")}
        checked={search.overdue === 1}
        onChange={(event) => onChange({ overdue: event.currentTarget.checked ? 1 : undefined })}
        mb={8}
      />
    </Group>
  );
}

/** `2026-08-01` as the interface writes a day. */
function formatPlainDayText(day: string): string {
  const parsed = parseCalendarDay(day);
  return parsed ? formatPlainDay(parsed) : day;
}
