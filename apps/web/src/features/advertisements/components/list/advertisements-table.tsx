import { Table, Text, VisuallyHidden } from "@mantine/core";
import type { Advertisement } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../../components/tables/bordered-table";
import { AdvertisementActions } from "./advertisement-actions";
import {
  AdvertisementAuthorText,
  AdvertisementLanguagesText,
  AdvertisementLocationsText,
  AdvertisementPeriodText,
} from "./advertisement-cells";
import { AdvertisementStateBadge } from "./advertisement-state-badge";

interface AdvertisementsTableProps {
  advertisements: readonly Advertisement[];
  onDelete: (advertisement: Advertisement) => void;
}

/** The list on a wide screen: one row an announcement, its columns named for a screen reader. */
export function AdvertisementsTable({ advertisements, onDelete }: AdvertisementsTableProps) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={900}
      head={
        <>
          <Table.Th>{t("advertisements.list.columns.title")}</Table.Th>
          <Table.Th>{t("advertisements.list.columns.period")}</Table.Th>
          <Table.Th>{t("advertisements.list.columns.state")}</Table.Th>
          <Table.Th>{t("advertisements.list.columns.locations")}</Table.Th>
          <Table.Th>{t("advertisements.list.columns.languages")}</Table.Th>
          <Table.Th>{t("advertisements.list.columns.author")}</Table.Th>
          <Table.Th w={96}>
            <VisuallyHidden>{t("advertisements.list.columns.actions")}</VisuallyHidden>
          </Table.Th>
        </>
      }
    >
      {advertisements.map((advertisement) => (
        <Table.Tr key={advertisement.id}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {advertisement.internal_title}
            </Text>
          </Table.Td>
          <Table.Td>
            <AdvertisementPeriodText advertisement={advertisement} />
          </Table.Td>
          <Table.Td>
            <AdvertisementStateBadge state={advertisement.state} />
          </Table.Td>
          <Table.Td>
            <AdvertisementLocationsText advertisement={advertisement} />
          </Table.Td>
          <Table.Td>
            <AdvertisementLanguagesText advertisement={advertisement} />
          </Table.Td>
          <Table.Td>
            <AdvertisementAuthorText advertisement={advertisement} />
          </Table.Td>
          <Table.Td>
            <AdvertisementActions advertisement={advertisement} onDelete={onDelete} />
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
