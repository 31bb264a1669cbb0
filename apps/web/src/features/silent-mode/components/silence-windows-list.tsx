import { Stack } from "@mantine/core";
import type { SilenceWindowAnswer, SilenceWindowListAnswer, SilenceWindowState } from "@ondine/domain";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { ListPagination } from "../../../components/pagination/list-pagination";
import { SilenceWindowsCards } from "./silence-windows-cards";
import { SilenceWindowsTable } from "./silence-windows-table";

interface SilenceWindowsListProps {
  state: SilenceWindowState;
  query: UseQueryResult<SilenceWindowListAnswer>;
  /** The list is one site's: its empty state says so. */
  isFiltered: boolean;
  onPageChange: (page: number) => void;
  onEnd: (window: SilenceWindowAnswer) => void;
  onExtend: (window: SilenceWindowAnswer) => void;
}

/** One state's windows, a page at a time: loading, failure and empty states, then a table (cards on a phone). */
export function SilenceWindowsList({
  state,
  query,
  isFiltered,
  onPageChange,
  onEnd,
  onExtend,
}: SilenceWindowsListProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  return (
    <DataStates
      query={query}
      loadingLabel={t("silentMode.list.loading")}
      rows={4}
      rowHeight={56}
      errorTitle={t("silentMode.list.failed")}
      retryLabel={t("silentMode.list.retry")}
      empty={(data) =>
        data.items.length > 0
          ? undefined
          : {
              title: t(`silentMode.list.empty.${state}`),
              description: isFiltered ? t("silentMode.list.emptyOnSite") : t(`silentMode.list.emptyHint.${state}`),
            }
      }
    >
      {(data) => (
        <Stack gap="md">
          {isSmallScreen ? (
            <SilenceWindowsCards windows={data.items} onEnd={onEnd} onExtend={onExtend} />
          ) : (
            <SilenceWindowsTable state={state} windows={data.items} onEnd={onEnd} onExtend={onExtend} />
          )}
          <ListPagination
            total={data.total_pages}
            value={data.current_page}
            onChange={onPageChange}
            controlLabel={(control) => t(`silentMode.list.pagination.${control}`)}
            pageLabel={(page) => t("silentMode.list.pagination.page", { page })}
          />
        </Stack>
      )}
    </DataStates>
  );
}
