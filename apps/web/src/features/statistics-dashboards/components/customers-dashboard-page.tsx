import { Group, Pagination, SegmentedControl, Select, Skeleton, Stack, Text, Title } from "@mantine/core";
import { customersExportSearch, customersPageSize, type DashboardSort, dashboardSorts } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { lastReachablePage } from "../../../api/last-reachable-page";
import { ExportMenu } from "../../../components/exports/export-menu";
import { useCustomers } from "../api/find-customers";
import { CustomerCards } from "./customer-cards";
import { CustomerDetailDrawer } from "./customer-detail-drawer";
import { CustomersTable } from "./customers-table";
import { DashboardFilters } from "./dashboard-filters";
import type { DashboardPageProps } from "./dashboard-page-props";
import { DashboardSearchBox } from "./dashboard-search-box";

/**
 * /statistics/customers: docs/product.md#statistics-dashboards customers (list and table, list by
 * default), guests who took the newsletter over the last six months (docs/product.md#statistics-dashboards).
 */
export function CustomersDashboardPage({ search, locations, onChange }: DashboardPageProps) {
  const { t } = useTranslation();
  const query = useCustomers(search);
  // docs/product.md#errors-behaviour: a failed read shows as empty data.
  const page = query.isError ? { customers: [], total: 0 } : query.data;
  const view = search.view === "table" ? "table" : "list";
  const lastPage = page ? lastReachablePage(page.total, customersPageSize) : 1;
  const open = (id: number) => onChange({ ...search, customer: id });
  // The export holds every guest the list pages through, in its order, the six months placed as its answer's were.
  const answeredAt = query.dataUpdatedAt;
  const exportBody = useMemo(
    () => customersExportSearch(search, answeredAt ? new Date(answeredAt) : new Date()),
    [search, answeredAt],
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("statisticsDashboards.customers.title")}</Title>
        <Text c="dimmed">{t("statisticsDashboards.customers.subtitle")}</Text>
      </Stack>
      <DashboardSearchBox
        value={search.q}
        label={t("statisticsDashboards.search")}
        placeholder={t("statisticsDashboards.customers.searchPlaceholder")}
        onCommit={(q) => onChange({ ...search, q, page: undefined })}
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label={t("statisticsDashboards.customers.sort")}
          data={dashboardSorts.map((sort) => ({
            value: sort,
            label: t(`statisticsDashboards.customers.sorts.${sort}`),
          }))}
          value={search.sort ?? "created_desc"}
          onChange={(value) =>
            onChange({ ...search, sort: (value ?? undefined) as DashboardSort | undefined, page: undefined })
          }
          allowDeselect={false}
          w={{ base: "100%", sm: 220 }}
        />
        <SegmentedControl
          aria-label={t("statisticsDashboards.view")}
          data={[
            { value: "list", label: t("statisticsDashboards.views.list") },
            { value: "table", label: t("statisticsDashboards.views.table") },
          ]}
          value={view}
          onChange={(value) => onChange({ ...search, view: value === "table" ? "table" : undefined })}
        />
      </Group>
      <DashboardFilters
        search={search}
        locations={locations}
        fromLabel={t("statisticsDashboards.customers.from")}
        toLabel={t("statisticsDashboards.customers.to")}
        onChange={onChange}
      />
      <ExportMenu
        index="customers"
        total={query.isPlaceholderData || query.isError ? undefined : page?.total}
        body={exportBody}
      />

      {!page ? (
        <Stack gap="xs" role="status" aria-label={t("statisticsDashboards.loading")}>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={72} radius="md" />
          ))}
        </Stack>
      ) : page.customers.length === 0 ? (
        <Stack gap={4} align="flex-start" py="xl">
          <Text c="dimmed">{t("statisticsDashboards.empty")}</Text>
          {query.isError && (
            <Text size="sm" c="dimmed">
              {t("statisticsDashboards.failed")}
            </Text>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="customers-count">
            {t("statisticsDashboards.customers.count", { count: page.total })}
          </Text>
          {view === "table" ? (
            <CustomersTable customers={page.customers} onOpen={open} />
          ) : (
            <CustomerCards customers={page.customers} onOpen={open} />
          )}
          {lastPage > 1 && (
            <Pagination
              total={lastPage}
              value={Math.min(search.page ?? 1, lastPage)}
              onChange={(next) => onChange({ ...search, page: next > 1 ? next : undefined })}
              getControlProps={(control) => ({ "aria-label": t(`codes.list.pagination.${control}`) })}
              getItemProps={(item) => ({ "aria-label": t("codes.list.pagination.page", { page: item }) })}
            />
          )}
        </Stack>
      )}

      <CustomerDetailDrawer
        customer={page?.customers.find((customer) => customer.id === search.customer)}
        onClose={() => onChange({ ...search, customer: undefined })}
      />
    </Stack>
  );
}
