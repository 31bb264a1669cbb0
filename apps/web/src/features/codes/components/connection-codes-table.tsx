import { Badge, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";
import { formatDateTime } from "../../../i18n/format-date-time";
import type { ConnectionCodeDocument } from "../coupon-document";

/** SPEC §3 "Connection code": who it was given to, where, and whether it was used or disabled. */
export function ConnectionCodesTable({ codes }: { codes: readonly ConnectionCodeDocument[] }) {
  const { t } = useTranslation();
  const dash = "-";
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("codes.fields.code")}</Table.Th>
            <Table.Th>{t("codes.planetCampus.resident")}</Table.Th>
            <Table.Th>{t("codes.planetCampus.email")}</Table.Th>
            <Table.Th>{t("codes.fields.phoneNumber")}</Table.Th>
            <Table.Th>{t("codes.planetCampus.residence")}</Table.Th>
            <Table.Th>{t("codes.planetCampus.residentId")}</Table.Th>
            <Table.Th>{t("codes.fields.createdAt")}</Table.Th>
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
              <Table.Td>{code.email ?? dash}</Table.Td>
              <Table.Td>{code.phone_number ?? dash}</Table.Td>
              <Table.Td>{code.residence ?? code.organism?.name ?? dash}</Table.Td>
              <Table.Td>{code.resident_id ?? dash}</Table.Td>
              <Table.Td>{formatDateTime(code.created_at)}</Table.Td>
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
    </Table.ScrollContainer>
  );
}
