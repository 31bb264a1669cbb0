import { Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { TableScrollRegion } from "../../../components/tables/table-scroll-region";
import { formatDateTime } from "../../../i18n/format-date-time";
import type { ConnectionCodeDocument } from "../coupon-document";

/**
 * Connection code (docs/product.md#codes-data): who it was given to, where, and whether it was used or disabled.
 * On a phone, the code, the resident and the status: eight columns do not fit there.
 */
export function ConnectionCodesTable({ codes }: { codes: readonly ConnectionCodeDocument[] }) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const dash = "-";
  return (
    <TableScrollRegion minWidth={isSmallScreen ? 0 : 1100} label={t("codes.planetCampus.tableLabel")}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("codes.fields.code")}</Table.Th>
            <Table.Th>{t("codes.planetCampus.resident")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.planetCampus.email")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.phoneNumber")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.planetCampus.residence")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.planetCampus.residentId")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.createdAt")}</Table.Th>
            <Table.Th>{t("codes.fields.status")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {codes.map((code) => (
            <Table.Tr key={code.id}>
              <Table.Td ff="monospace" fw={700}>
                {code.code}
              </Table.Td>
              <Table.Td>{[code.first_name, code.last_name].filter(Boolean).join(" ") || dash}</Table.Td>
              <Table.Td visibleFrom="sm">{code.email ?? dash}</Table.Td>
              <Table.Td visibleFrom="sm">{code.phone_number ?? dash}</Table.Td>
              <Table.Td visibleFrom="sm">{code.residence ?? code.organism?.name ?? dash}</Table.Td>
              <Table.Td visibleFrom="sm">{code.resident_id ?? dash}</Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(code.created_at)}</Table.Td>
              <Table.Td>
                {code.disabled_at ? (
                  <Badge color="red" variant="light" classNames={wholeBadgeClasses}>
                    {t("codes.status.disabled")}
                  </Badge>
                ) : code.used_at ? (
                  <Badge
                    color="grape"
                    variant="light"
                    classNames={wholeBadgeClasses}
                    title={formatDateTime(code.used_at)}
                  >
                    {t("codes.planetCampus.usedOn", { date: formatDateTime(code.used_at) })}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light" classNames={wholeBadgeClasses}>
                    {t("codes.planetCampus.unused")}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
