import { Group, Pagination, Stack, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { lastReachablePage } from "../../../api/last-reachable-page";
import { DataStates } from "../../../components/data-states/data-states";
import { connectionCodesPageSize, useConnectionCodes } from "../api/find-connection-codes";
import { useLocationResidences } from "../api/find-location-residences";
import { ConnectionCodesTable } from "./connection-codes-table";

interface PlanetCampusPageProps {
  /** The selected location (docs/product.md#codes-screens): the residences shown. */
  location: { organism?: number; site?: number };
}

const searchDelayMs = 300;

/** /codes/planetcampus: docs/product.md#codes-screens connection codes dashboard, a table only. */
export function PlanetCampusPage({ location }: PlanetCampusPageProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), searchDelayMs);
  const [page, setPage] = useState(1);
  const query = useConnectionCodes({ ...location, search: search || undefined, page });
  const lastPage = query.data ? lastReachablePage(query.data.total, connectionCodesPageSize) : 1;
  // No code and no search: a location without residences (a hotel) is told so, not "no code yet".
  const isEmpty = !search && query.data?.codes.length === 0;
  const residences = useLocationResidences(location, { enabled: isEmpty });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("codes.planetCampus.title")}</Title>
        <Text c="dimmed">{t("codes.planetCampus.subtitle")}</Text>
      </Stack>
      <TextInput
        label={t("codes.list.search")}
        placeholder={t("codes.planetCampus.searchPlaceholder")}
        type="search"
        value={searchText}
        onChange={(event) => {
          setSearchText(event.currentTarget.value);
          setPage(1);
        }}
        w={{ base: "100%", sm: 360 }}
      />
      <DataStates
        query={{ ...query, isPending: query.isPending || (isEmpty && residences.isPending) }}
        loadingLabel={t("codes.list.loading")}
        errorTitle={t("codes.planetCampus.failed")}
        retryLabel={t("codes.retry")}
        empty={(data) =>
          isEmpty && residences.data === false
            ? { title: t("codes.planetCampus.noResidence"), description: t("codes.planetCampus.noResidenceHint") }
            : data.codes.length === 0
              ? { title: search ? t("codes.list.noMatch") : t("codes.planetCampus.empty") }
              : undefined
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("codes.list.count", { count: data.total })}
            </Text>
            <ConnectionCodesTable codes={data.codes} />
            {lastPage > 1 && (
              <Group>
                <Pagination
                  total={lastPage}
                  value={Math.min(page, lastPage)}
                  onChange={setPage}
                  getControlProps={(control) => ({ "aria-label": t(`codes.list.pagination.${control}`) })}
                  getItemProps={(item) => ({ "aria-label": t("codes.list.pagination.page", { page: item }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataStates>
    </Stack>
  );
}
