import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { paths, type TicketSummary } from "@ondine/domain";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import { Link } from "@tanstack/react-router";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../../components/data-states/data-states";
import { ExportMenu } from "../../../../components/exports/export-menu";
import { FoldingFilters } from "../../../../components/filters/folding-filters";
import type { LocationOption } from "../../../../components/filters/location-option";
import { useIsSmallScreen } from "../../../../components/layout/use-is-small-screen";
import { ListPagination } from "../../../../components/pagination/list-pagination";
import { useAddressSearchBox } from "../../../../routing/use-address-search-box";
import { useTicketsPage } from "../../api/find-tickets";
import { useTicketAssignees } from "../../detail/api/find-ticket-assignees";
import { activeTicketFilterCount, ticketsApiQuery, ticketsExportQuery } from "../../tickets-list-query";
import type { TicketsListSearch } from "../../tickets-list-search";
import { useMinuteClock } from "../use-minute-clock";
import { TicketsCards } from "./tickets-cards";
import { TicketsFilters } from "./tickets-filters";
import { TicketsTable } from "./tickets-table";

interface TicketsListPageProps {
  search: TicketsListSearch;
  /** The support desk's queue across every customer, rather than the customer's own list. */
  isDesk: boolean;
  /** The organisms and sites for the queue's location filter. */
  locations: readonly LocationOption[];
  /** A filter or the searched text changed: the address takes it, from the first page. */
  onSearchChange: (patch: Omit<TicketsListSearch, "page">) => void;
  onPageChange: (page: number) => void;
  onOpen: (ticket: TicketSummary) => void;
}

/**
 * /support/tickets (docs/tickets.md#calls): a customer's tickets on their
 * locations (the last 3 months unless asked for all), with their status,
 * kind, place, last activity and who answered; or, for the support desk, the
 * queue across every customer with its filters and each ticket's SLA, by due
 * time. Both search the subject or issue number, export what they show, and
 * open a new ticket.
 */
export function TicketsListPage({
  search,
  isDesk,
  locations,
  onSearchChange,
  onPageChange,
  onOpen,
}: TicketsListPageProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const now = useMinuteClock();
  const query = useTicketsPage(ticketsApiQuery(search, isDesk));
  const assignees = useTicketAssignees(isDesk);
  const filterCount = activeTicketFilterCount(search, isDesk);
  const [searchText, setSearchText] = useAddressSearchBox(search.q, (q) => onSearchChange({ ...search, q }));
  const isFiltered = filterCount > 0 || Boolean(search.q);
  const screen = isDesk ? "queue" : "list";

  // A page past the end (an old link, a narrower filter): the last one there is.
  const totalPages = query.data?.total_pages;
  const page = search.page ?? 1;
  useEffect(() => {
    const lastPage = Math.max(totalPages ?? 1, 1);
    if (totalPages !== undefined && page > lastPage && !query.isPlaceholderData) onPageChange(lastPage);
  }, [page, totalPages, query.isPlaceholderData, onPageChange]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t(`tickets.${screen}.title`)}</Title>
          <Text c="dimmed" maw={760}>
            {t(`tickets.${screen}.subtitle`)}
          </Text>
        </Stack>
        <Button component={Link} to={paths.supportTicketNew} leftSection={<IconPlus size={18} aria-hidden />}>
          {t("tickets.list.newTicket")}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" justify="space-between" wrap="wrap">
        <TextInput
          label={t("tickets.list.search")}
          placeholder={t("tickets.list.searchPlaceholder")}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
        <ExportMenu
          index="tickets"
          filters={ticketsExportQuery(search, isDesk)}
          total={query.isPlaceholderData ? undefined : query.data?.total_count}
        />
      </Group>
      <FoldingFilters activeCount={filterCount}>
        <TicketsFilters
          search={search}
          isDesk={isDesk}
          locations={locations}
          assignees={assignees.data ?? []}
          onChange={(patch) => onSearchChange({ ...search, ...patch })}
        />
      </FoldingFilters>
      <DataStates
        query={query}
        loadingLabel={t("tickets.list.loading")}
        rows={8}
        errorTitle={t("tickets.list.failed")}
        retryLabel={t("tickets.list.retry")}
        empty={(data) =>
          data.tickets.length > 0
            ? undefined
            : isFiltered
              ? { title: t("tickets.list.noMatch"), description: t("tickets.list.noMatchHint") }
              : {
                  title: t(`tickets.${screen}.empty`),
                  description: t(`tickets.${screen}.emptyHint`),
                  action: (
                    <Button component={Link} to={paths.supportTicketNew} variant="light">
                      {t("tickets.list.newTicket")}
                    </Button>
                  ),
                }
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" role="status">
              {t("tickets.list.count", { count: data.total_count })}
            </Text>
            {isSmallScreen ? (
              <TicketsCards tickets={data.tickets} isDesk={isDesk} now={now} />
            ) : (
              <TicketsTable tickets={data.tickets} isDesk={isDesk} now={now} onOpen={onOpen} />
            )}
            <ListPagination
              total={data.total_pages}
              value={data.current_page}
              onChange={onPageChange}
              controlLabel={(control) => t(`tickets.list.pagination.${control}`)}
              pageLabel={(page) => t("tickets.list.pagination.page", { page })}
            />
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}
