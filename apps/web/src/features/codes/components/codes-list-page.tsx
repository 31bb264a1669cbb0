import { Group, Pagination, SegmentedControl, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { type CurrentUser, canManageCoupons } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { lastReachablePage } from "../../../api/last-reachable-page";
import { DataStates } from "../../../components/data-states/data-states";
import { ExportMenu } from "../../../components/exports/export-menu";
import { FoldingFilters } from "../../../components/filters/folding-filters";
import type { LocationOption } from "../../../components/filters/location-option";
import { useAddressSearchBox } from "../../../routing/use-address-search-box";
import { useCouponFigures } from "../api/find-coupon-figures";
import { type CouponsPage, codesPageSize, useCoupons } from "../api/find-coupons";
import {
  activeFilterCount,
  type CodesListSort,
  type CodesListState,
  type CodesListView,
  codesListSorts,
} from "../codes-list-state";
import { couponsExportBody } from "../coupons-search-body";
import { CodesFilters } from "./codes-filters";
import headerClasses from "./codes-list-header.module.css";
import { CouponCards } from "./coupon-cards";
import { CouponDetailDrawer } from "./coupon-detail-drawer";
import { CouponsTable } from "./coupons-table";
import { PrintAllButton } from "./print-all-button";

interface CodesListPageProps {
  actor: CurrentUser;
  state: CodesListState;
  locations: readonly LocationOption[];
  /**
   * Changes part of the state, applied to the address hash as it is then: a
   * search committed after a click on a code keeps the code's panel open.
   */
  onStateChange: (change: Partial<CodesListState>) => void;
}

/** /codes/list: docs/product.md#codes-screens codes dashboard (search, filters, sort, list and table views, detail panel). */
export function CodesListPage({ actor, state, locations, onStateChange }: CodesListPageProps) {
  const { t } = useTranslation();
  // A new search starts from page 1.
  const [searchText, setSearchText] = useAddressSearchBox(state.q, (q) => onStateChange({ q, page: undefined }));
  const query = useCoupons(state);
  // The exact count, the printable count and the offers: apart, so the page shows without waiting for them.
  const figures = useCouponFigures(state);
  // Statuses are read against one moment per answer, so a page does not flicker between two.
  const answeredAt = query.dataUpdatedAt;
  const now = useMemo(() => (answeredAt ? new Date(answeredAt) : new Date()), [answeredAt]);
  const view: CodesListView = state.view ?? "list";

  const page = query.data;
  const lastPage = page ? lastReachablePage(page.total, codesPageSize) : 1;
  // The export takes the list's own search, placed in time as the shown answer was.
  const exportBody = useMemo(() => couponsExportBody(state, now), [state, now]);
  // Past the result window the count stopped: "more than 10,000 codes", in the interface language.
  const countText = (data: CouponsPage) =>
    t(data.isTotalLowerBound ? "codes.list.countMoreThan" : "codes.list.count", { count: data.total });
  const isFiltered = Boolean(state.q || state.status || state.offer || state.correlation || state.from || state.to);

  return (
    <Stack gap="lg">
      <div className={headerClasses.header}>
        <Stack gap={4} className={headerClasses.title}>
          <Title order={1}>{t("codes.list.title")}</Title>
          <Text c="dimmed">{t("codes.list.subtitle")}</Text>
        </Stack>
        {figures.data && <PrintAllButton state={state} printable={figures.data.printable} total={figures.data.total} />}
      </div>

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t("codes.list.search")}
          placeholder={t("codes.list.searchPlaceholder")}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: "100%", sm: 320 }}
        />
      </Group>

      <FoldingFilters activeCount={activeFilterCount(state)} toggleLabel={t("codes.filters.toggle")}>
        <Stack gap="md">
          <Group gap="md" align="flex-end" wrap="wrap">
            <Select
              label={t("codes.list.sort")}
              data={codesListSorts.map((sort) => ({ value: sort, label: t(`codes.sorts.${sort}`) }))}
              value={state.sort ?? "created_desc"}
              onChange={(value) =>
                onStateChange({ sort: (value ?? undefined) as CodesListSort | undefined, page: undefined })
              }
              allowDeselect={false}
              w={{ base: "100%", sm: 220 }}
            />
            <SegmentedControl
              aria-label={t("codes.list.view")}
              data={[
                { value: "list", label: t("codes.list.views.list") },
                { value: "table", label: t("codes.list.views.table") },
              ]}
              value={view}
              onChange={(value) => onStateChange({ view: value as CodesListView })}
            />
          </Group>
          <CodesFilters
            state={state}
            locations={locations}
            offers={figures.data?.offers ?? []}
            onChange={onStateChange}
          />
        </Stack>
      </FoldingFilters>

      <ExportMenu
        index="coupons"
        total={figures.isPlaceholderData ? undefined : figures.data?.total}
        body={exportBody}
      />

      <DataStates
        query={query}
        loadingLabel={t("codes.list.loading")}
        rowHeight={64}
        errorTitle={t("codes.list.failed")}
        retryLabel={t("codes.retry")}
        empty={(data) =>
          data.coupons.length > 0
            ? undefined
            : isFiltered
              ? { title: t("codes.list.noMatch"), description: t("codes.list.noMatchHint") }
              : { title: t("codes.list.empty") }
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="codes-count">
              {countText(data)}
            </Text>
            {view === "table" ? (
              <CouponsTable coupons={data.coupons} now={now} onOpen={(id) => onStateChange({ coupon: id })} />
            ) : (
              <CouponCards coupons={data.coupons} now={now} onOpen={(id) => onStateChange({ coupon: id })} />
            )}
            {lastPage > 1 && (
              <Group justify="space-between" wrap="wrap">
                <Pagination
                  total={lastPage}
                  value={Math.min(state.page ?? 1, lastPage)}
                  onChange={(next) => onStateChange({ page: next > 1 ? next : undefined })}
                  getControlProps={(control) => ({ "aria-label": t(`codes.list.pagination.${control}`) })}
                  getItemProps={(item) => ({ "aria-label": t("codes.list.pagination.page", { page: item }) })}
                />
                {(data.isTotalLowerBound || data.total > lastPage * codesPageSize) && (
                  <Text size="sm" c="dimmed">
                    {t("codes.list.refine", { max: lastPage * codesPageSize })}
                  </Text>
                )}
              </Group>
            )}
          </Stack>
        )}
      </DataStates>

      <CouponDetailDrawer
        couponId={state.coupon}
        fromList={query.data?.coupons.find((coupon) => coupon.id === state.coupon)}
        canManage={canManageCoupons(actor)}
        onClose={() => onStateChange({ coupon: undefined })}
      />
    </Stack>
  );
}
