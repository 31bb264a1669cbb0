import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatNumber } from "../../../i18n/format-number";
import { usePrivateImports } from "../api/find-private-imports";

/** The site's past imports (docs/private-wifi.md#import): the file, the spaces it created, who and when. */
export function PrivateImportHistory({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const query = usePrivateImports(siteId);
  return (
    <DataStates
      query={query}
      loadingLabel={t("privateWifi.import.history.loading")}
      rows={2}
      errorTitle={t("privateWifi.import.history.failed")}
      retryLabel={t("privateWifi.list.retry")}
      empty={(data) => (data.items.length > 0 ? undefined : { title: t("privateWifi.import.history.empty") })}
    >
      {(data) => (
        <BorderedTable
          minWidth={520}
          label={t("privateWifi.import.history.title")}
          head={
            <>
              <Table.Th>{t("privateWifi.import.history.file")}</Table.Th>
              <Table.Th ta="end">{t("privateWifi.import.history.created")}</Table.Th>
              <Table.Th>{t("privateWifi.import.history.by")}</Table.Th>
              <Table.Th>{t("privateWifi.import.history.at")}</Table.Th>
            </>
          }
        >
          {data.items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{item.file_name}</Table.Td>
              <Table.Td ta="end">{formatNumber(item.created)}</Table.Td>
              <Table.Td>
                {item.by ?? (
                  <Text size="sm" c="dimmed">
                    {t("privateWifi.import.history.unknown")}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(item.at)}</Table.Td>
            </Table.Tr>
          ))}
        </BorderedTable>
      )}
    </DataStates>
  );
}
