import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatNumber } from "../../../i18n/format-number";
import {
  PageCheckbox,
  type PrivateSpacesViewProps,
  SpaceCheckbox,
  SpaceCommentText,
  SpaceExpiryText,
  SpaceLinkText,
  SpaceNameButton,
} from "./private-space-cells";
import { PushStateBadge } from "./push-state-badge";

/** A page of spaces on a wide screen, a row each, its checkbox first. */
export function PrivateSpacesTable({
  spaces,
  selection,
  onToggle,
  onTogglePage,
  onOpen,
  codeListHash,
}: PrivateSpacesViewProps) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={960}
      label={t("privateWifi.list.label")}
      head={
        <>
          <Table.Th w={44}>
            <PageCheckbox spaces={spaces} selection={selection} onTogglePage={onTogglePage} />
          </Table.Th>
          <Table.Th>{t("privateWifi.list.columns.name")}</Table.Th>
          <Table.Th>{t("privateWifi.list.columns.comment")}</Table.Th>
          <Table.Th>{t("privateWifi.list.columns.expiry")}</Table.Th>
          <Table.Th ta="end">{t("privateWifi.list.columns.devices")}</Table.Th>
          <Table.Th>{t("privateWifi.list.columns.push")}</Table.Th>
          <Table.Th>{t("privateWifi.list.columns.linked")}</Table.Th>
        </>
      }
    >
      {spaces.map((space) => (
        <Table.Tr key={space.id}>
          <Table.Td>
            <SpaceCheckbox space={space} selection={selection} onToggle={onToggle} />
          </Table.Td>
          <Table.Td maw={240}>
            <SpaceNameButton space={space} onOpen={onOpen} />
          </Table.Td>
          <Table.Td maw={280}>
            <SpaceCommentText space={space} />
          </Table.Td>
          <Table.Td>
            <SpaceExpiryText space={space} />
          </Table.Td>
          <Table.Td ta="end">
            <Text size="sm">{formatNumber(space.devices_count)}</Text>
          </Table.Td>
          <Table.Td>
            <PushStateBadge push={space.push} />
          </Table.Td>
          <Table.Td>
            <SpaceLinkText space={space} codeListHash={codeListHash} />
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
