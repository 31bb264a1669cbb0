import { List, SimpleGrid, Stack, Table, Text } from "@mantine/core";
import type { PrivateImportPreviewAnswer } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/cards/card-field";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { formatNumber } from "../../../i18n/format-number";
import { lineProblemText } from "./import-reading";

/**
 * What the file holds (docs/private-wifi.md#import): how it was read
 * (encoding, separator, the columns left out), the site's free keys, the
 * spaces it would create and the lines at fault, then every line with its
 * problems in words.
 */
export function ImportPreviewView({ preview }: { preview: PrivateImportPreviewAnswer }) {
  const { t } = useTranslation();
  const freeKeys = Math.max(0, preview.key_limit - preview.keys_in_use);
  // The lines to correct come first (in file order), then the ready ones: a bad line 4,000 lines down is not missed.
  const lines = [
    ...preview.lines.filter((line) => line.problems.length > 0),
    ...preview.lines.filter((line) => line.problems.length === 0),
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CardField label={t("privateWifi.import.encoding")}>
          {t(`privateWifi.import.encodings.${preview.encoding}`)}
        </CardField>
        <CardField label={t("privateWifi.import.separator")}>
          {t(
            preview.separator === ";"
              ? "privateWifi.import.separators.semicolon"
              : "privateWifi.import.separators.comma",
          )}
        </CardField>
        <CardField label={t("privateWifi.import.ignored")}>
          {preview.ignored_columns.length === 0
            ? t("privateWifi.import.ignoredNone")
            : preview.ignored_columns.join(", ")}
        </CardField>
        <CardField label={t("privateWifi.import.freeKeys")}>{formatNumber(freeKeys)}</CardField>
      </SimpleGrid>
      <Stack gap={2} role="status">
        <Text fw={600}>{t("privateWifi.import.creatable", { count: preview.creatable })}</Text>
        {preview.with_problems > 0 && (
          <Text fw={600} c="red.9">
            {t("privateWifi.import.withProblems", { count: preview.with_problems })}
          </Text>
        )}
      </Stack>
      <BorderedTable
        minWidth={560}
        label={t("privateWifi.import.lines.label")}
        head={
          <>
            <Table.Th w={72}>{t("privateWifi.import.lines.line")}</Table.Th>
            <Table.Th>{t("privateWifi.import.lines.name")}</Table.Th>
            <Table.Th>{t("privateWifi.import.lines.comment")}</Table.Th>
            <Table.Th>{t("privateWifi.import.lines.problems")}</Table.Th>
          </>
        }
      >
        {lines.map((line) => (
          <Table.Tr key={line.line}>
            <Table.Td>{formatNumber(line.line)}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{line.name}</Table.Td>
            <Table.Td style={{ overflowWrap: "anywhere" }}>{line.comment}</Table.Td>
            <Table.Td>
              {line.problems.length === 0 ? (
                <Text size="sm" c="teal.9">
                  {t("privateWifi.import.lines.ok")}
                </Text>
              ) : (
                <List size="sm" c="red.9" spacing={2}>
                  {line.problems.map((problem) => (
                    <List.Item key={problem}>{lineProblemText(problem, t)}</List.Item>
                  ))}
                </List>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </BorderedTable>
    </Stack>
  );
}
