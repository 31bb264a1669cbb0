import { Table, Text } from "@mantine/core";
import type { ApiTokenDetails as ApiTokenDetailsData } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";

interface ApiTokenDetailsProps {
  token: ApiTokenDetailsData;
  /** When the page reads the expiry; a token past it answers 401. */
  now: Date;
}

/** The current token as GET /users/me tells it: made, last used, expiry and access, in the interface language. */
export function ApiTokenDetails({ token, now }: ApiTokenDetailsProps) {
  const { t } = useTranslation();
  const isExpired = token.expires_at !== null && new Date(token.expires_at).getTime() < now.getTime();
  const expiry =
    token.expires_at === null
      ? t("apiToken.details.neverExpires")
      : isExpired
        ? t("apiToken.details.expired", { date: formatDateTime(token.expires_at) })
        : formatDateTime(token.expires_at);
  // Dark red: readable on white at AA contrast.
  const expiryCell: ReactNode = isExpired ? (
    <Text span inherit c="red.9" fw={600}>
      {expiry}
    </Text>
  ) : (
    expiry
  );
  const rows: [label: string, value: ReactNode][] = [
    [t("apiToken.details.createdAt"), formatDateTime(token.created_at)],
    [
      t("apiToken.details.lastUsedAt"),
      token.last_used_at === null ? t("apiToken.details.neverUsed") : formatDateTime(token.last_used_at),
    ],
    [t("apiToken.details.expiresAt"), expiryCell],
    [t("apiToken.details.access"), token.read_only ? t("apiToken.details.readOnly") : t("apiToken.details.fullAccess")],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label={t("apiToken.details.label")}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={170} scope="row">
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
