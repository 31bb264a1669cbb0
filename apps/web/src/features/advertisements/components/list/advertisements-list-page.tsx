import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { type Advertisement, paths } from "@ondine/domain";
import IconPlus from "@tabler/icons-react/icons/IconPlus";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../../api/api-error-message";
import { DataStates } from "../../../../components/data-states/data-states";
import { FoldingFilters } from "../../../../components/filters/folding-filters";
import type { LocationOption } from "../../../../components/filters/location-option";
import { useIsSmallScreen } from "../../../../components/layout/use-is-small-screen";
import { showFailure, showSuccess } from "../../../../components/notices/show-notice";
import { ListPagination } from "../../../../components/pagination/list-pagination";
import { useAddressSearchBox } from "../../../../routing/use-address-search-box";
import { type AdvertisementsListFilters, activeAdvertisementFilterCount } from "../../advertisements-list-filters";
import type { AdvertisementsListSearch } from "../../advertisements-list-search";
import { useAdvertisementsPage } from "../../api/find-advertisements";
import { AdvertisementsCards } from "./advertisements-cards";
import { AdvertisementsFilters } from "./advertisements-filters";
import { AdvertisementsTable } from "./advertisements-table";
import { DeleteAdvertisementModal } from "./delete-advertisement-modal";

/** docs/product.md#announcements-screens: two pages at each end, five around the current one (two on each side). */
const paginationBoundaries = 2;
const paginationSiblings = 2;

interface AdvertisementsListPageProps {
  page: number;
  onPageChange: (page: number) => void;
  /** What the list asks for: its own filters, its location else the header's (`advertisementsListFilters`). */
  filters: AdvertisementsListFilters;
  /** The caller's organisms and sites, for the location filter. */
  locations: readonly LocationOption[];
  /** A filter changed: the list's address takes it, from the first page. */
  onFiltersChange: (patch: Omit<AdvertisementsListSearch, "page" | "saved">) => void;
  /** The form just saved one: the 2 s toast shows once, then `onSavedShown` drops the flag from the address. */
  justSaved: boolean;
  onSavedShown: () => void;
}

/** /portal_advertisement/list (docs/product.md#announcements-screens): the caller's announcements, 20 a page, newest start first. */
export function AdvertisementsListPage({
  page,
  onPageChange,
  filters,
  locations,
  onFiltersChange,
  justSaved,
  onSavedShown,
}: AdvertisementsListPageProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const query = useAdvertisementsPage(page, filters);
  const filterCount = activeAdvertisementFilterCount(filters);
  const [searchText, setSearchText] = useAddressSearchBox(filters.q, (q) => onFiltersChange({ q }));
  const isFiltered = filterCount > 0 || Boolean(filters.q);
  const [deleting, setDeleting] = useState<Advertisement>();

  // Once per save, even when an effect runs twice (React's strict mode) before the flag leaves the address.
  const savedShown = useRef(false);
  useEffect(() => {
    if (!justSaved) {
      savedShown.current = false;
      return;
    }
    if (savedShown.current) return;
    savedShown.current = true;
    showSuccess(t("advertisements.toast.saved"));
    onSavedShown();
  }, [justSaved, onSavedShown, t]);

  // A page past the end (the last one's only announcement deleted, an old link): the last one there is.
  const totalPages = query.data?.total_pages;
  useEffect(() => {
    const lastPage = Math.max(totalPages ?? 1, 1);
    if (totalPages !== undefined && page > lastPage && !query.isPlaceholderData) onPageChange(lastPage);
  }, [page, totalPages, query.isPlaceholderData, onPageChange]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{t("advertisements.list.title")}</Title>
          <Text c="dimmed" maw={760}>
            {t("advertisements.list.subtitle")}
          </Text>
        </Stack>
        <Button component={Link} to={paths.advertisementsCreate} leftSection={<IconPlus size={18} aria-hidden />}>
          {t("advertisements.list.create")}
        </Button>
      </Group>
      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t("advertisements.list.search")}
          placeholder={t("advertisements.list.searchPlaceholder")}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: "100%", sm: 300 }}
        />
      </Group>
      <FoldingFilters activeCount={filterCount}>
        <AdvertisementsFilters
          filters={filters}
          locations={locations}
          onStateChange={(state) => onFiltersChange({ state })}
          onLanguageChange={(language) => onFiltersChange({ language })}
          onLocationChange={(location) => onFiltersChange({ location })}
        />
      </FoldingFilters>
      <DataStates
        query={query}
        loadingLabel={t("advertisements.list.loading")}
        rows={6}
        errorTitle={t("advertisements.list.failed")}
        retryLabel={t("advertisements.list.retry")}
        empty={(data) =>
          data.advertisements.length > 0
            ? undefined
            : isFiltered
              ? { title: t("advertisements.list.noMatch"), description: t("advertisements.list.noMatchHint") }
              : { title: t("advertisements.list.empty"), description: t("advertisements.list.emptyHint") }
        }
      >
        {(data) => (
          <Stack gap="md">
            {isSmallScreen ? (
              <AdvertisementsCards advertisements={data.advertisements} onDelete={setDeleting} />
            ) : (
              <AdvertisementsTable advertisements={data.advertisements} onDelete={setDeleting} />
            )}
            <ListPagination
              total={data.total_pages}
              value={data.current_page}
              onChange={onPageChange}
              boundaries={paginationBoundaries}
              siblings={paginationSiblings}
              controlLabel={(control) => t(`advertisements.list.pagination.${control}`)}
              pageLabel={(page) => t("advertisements.list.pagination.page", { page })}
            />
          </Stack>
        )}
      </DataStates>
      <DeleteAdvertisementModal
        advertisement={deleting}
        onClose={() => setDeleting(undefined)}
        onDeleted={(deleted) => {
          setDeleting(undefined);
          showSuccess(t("advertisements.toast.deleted", { title: deleted.internal_title }));
        }}
        onFailed={(error) => {
          setDeleting(undefined);
          showFailure(t("advertisements.toast.deleteFailed", { reason: apiErrorMessage(error, t) }));
        }}
      />
    </Stack>
  );
}
