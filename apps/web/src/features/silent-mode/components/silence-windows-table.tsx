import { Table } from "@mantine/core";
import type { SilenceWindowState } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import {
  SilenceAuthorText,
  SilenceExtensionsText,
  SilenceNoteText,
  SilenceReasonText,
  SilenceSiteText,
  SilenceTargetText,
  SilenceWhenText,
  SilenceWindowActions,
  type SilenceWindowsViewProps,
} from "./silence-window-cells";

/** One state's windows on a wide screen, a row each; past windows have no actions column. */
export function SilenceWindowsTable({
  state,
  windows,
  onEnd,
  onExtend,
}: SilenceWindowsViewProps & { state: SilenceWindowState }) {
  const { t } = useTranslation();
  const hasActions = state !== "past";
  return (
    <BorderedTable
      minWidth={hasActions ? 1040 : 960}
      label={t(`silentMode.list.label.${state}`)}
      head={
        <>
          <Table.Th>{t("silentMode.list.columns.site")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.target")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.when")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.reason")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.note")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.author")}</Table.Th>
          <Table.Th>{t("silentMode.list.columns.extensions")}</Table.Th>
          {hasActions && <Table.Th>{t("silentMode.list.columns.actions")}</Table.Th>}
        </>
      }
    >
      {windows.map((window) => (
        <Table.Tr key={window.id}>
          <Table.Td maw={220}>
            <SilenceSiteText window={window} />
          </Table.Td>
          <Table.Td maw={240}>
            <SilenceTargetText window={window} />
          </Table.Td>
          <Table.Td maw={300}>
            <SilenceWhenText window={window} />
          </Table.Td>
          <Table.Td>
            <SilenceReasonText window={window} />
          </Table.Td>
          <Table.Td maw={260}>
            <SilenceNoteText window={window} />
          </Table.Td>
          <Table.Td>
            <SilenceAuthorText window={window} />
          </Table.Td>
          <Table.Td>
            <SilenceExtensionsText window={window} />
          </Table.Td>
          {hasActions && (
            <Table.Td w={150}>
              <SilenceWindowActions window={window} onEnd={onEnd} onExtend={onExtend} />
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
