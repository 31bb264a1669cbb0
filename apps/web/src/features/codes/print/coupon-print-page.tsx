import { Alert, Button, Center, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { defaultCustomerServicePhones, printPages } from "@ondine/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { usePublicConfig } from "../../../api/public-config";
import { type PrintSelection, usePrintCoupons } from "../api/find-print-coupons";
import { PrintSheet } from "./print-sheet";
import classes from "./print-sheet.module.css";
import { printedTextsWriter } from "./printed-texts";
import { useEnglishText } from "./use-english-text";

/** /codes/print/{id|state|correlation}/...: SPEC §2 print page, a loader then A4 pages of 9 coupons. */
export function CouponPrintPage({ selection }: { selection: PrintSelection }) {
  const { t } = useTranslation();
  const query = usePrintCoupons(selection);
  const { english, isReady } = useEnglishText();
  const pages = useMemo(() => printPages(query.data?.coupons ?? []), [query.data]);
  // The customer-service numbers are the server's settings; should they not come, the defaults are printed.
  const config = usePublicConfig();
  const phones = config.data?.customer_service_phones ?? defaultCustomerServicePhones;
  const textsOf = useMemo(() => printedTextsWriter(t, english, phones), [t, english, phones]);

  if (query.isPending || !isReady || config.isPending) {
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" role="status" aria-label={t("codes.print.loading")}>
          <Loader />
          <Text c="dimmed">{t("codes.print.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" title={t("codes.print.failed")} maw={640} mx="auto">
        {apiErrorMessage(query.error, t)}
      </Alert>
    );
  }
  const { coupons, total, disabled } = query.data;
  const disabledNotice = disabled > 0 ? t("codes.print.disabledLeftOut", { count: disabled }) : undefined;
  if (coupons.length === 0) {
    return <EmptyState py="xl" title={t("codes.print.empty")} description={disabledNotice} />;
  }

  return (
    <div data-testid="print-ready">
      <Group justify="space-between" align="flex-end" className={classes.toolbar}>
        <Stack gap={4}>
          <Title order={1} size="h2">
            {t("codes.print.title", { count: coupons.length })}
          </Title>
          <Text c="dimmed" size="sm">
            {t("codes.print.pages", { count: pages.length })}
          </Text>
          {total > coupons.length && (
            <Text c="orange" size="sm">
              {t("codes.print.truncated", { printed: coupons.length, total })}
            </Text>
          )}
          {disabledNotice && (
            <Text c="dimmed" size="sm">
              {disabledNotice}
            </Text>
          )}
        </Stack>
        <Button onClick={() => window.print()}>{t("codes.print.print")}</Button>
      </Group>
      <div className={classes.sheets}>
        {pages.map((page, index) => (
          <PrintSheet
            key={page[0]?.id ?? index}
            coupons={page}
            label={t("codes.print.page", { page: index + 1 })}
            textsOf={textsOf}
          />
        ))}
      </div>
    </div>
  );
}
