import { Alert, Anchor, Button, Center, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { defaultCustomerServicePhones, paths, printPages } from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link } from "@tanstack/react-router";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { usePublicConfig } from "../../../api/public-config";
import { type PrintSelection, usePrintCoupons } from "../api/find-print-coupons";
import { type CodesListState, codesListHash } from "../codes-list-state";
import { PrintSheet } from "./print-sheet";
import classes from "./print-sheet.module.css";
import { printedTextsWriter } from "./printed-texts";
import { useEnglishText } from "./use-english-text";
import { useSheetZoom } from "./use-sheet-zoom";

/** Where the print page goes back to: the list as it was, or the printed code's own panel. */
function listStateOf(selection: PrintSelection): CodesListState {
  if (selection.mode === "id") return { coupon: selection.id };
  if (selection.mode === "correlation") return { correlation: selection.correlationId };
  return selection.state;
}

/** The way back to the codes list, above the sheets (the print page has no menu). */
function BackToList({ selection }: { selection: PrintSelection }) {
  const { t } = useTranslation();
  return (
    <Anchor
      className={classes.back}
      renderRoot={(props) => <Link {...props} to={paths.codesList} hash={codesListHash(listStateOf(selection))} />}
    >
      <IconArrowLeft size={16} aria-hidden="true" />
      {t("codes.print.backToList")}
    </Anchor>
  );
}

/** /codes/print/{id|state|correlation}/...: docs/product.md#codes-printing print page, a loader then A4 pages of 9 coupons. */
export function CouponPrintPage({ selection }: { selection: PrintSelection }) {
  const { t } = useTranslation();
  const query = usePrintCoupons(selection);
  const { english, isReady } = useEnglishText();
  const pages = useMemo(() => printPages(query.data?.coupons ?? []), [query.data]);
  // The customer-service numbers are the server's settings; should they not come, the defaults are printed.
  const config = usePublicConfig();
  const phones = config.data?.customer_service_phones ?? defaultCustomerServicePhones;
  const textsOf = useMemo(() => printedTextsWriter(t, english, phones), [t, english, phones]);
  const sheetZoom = useSheetZoom();

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
      <Stack maw={640} mx="auto">
        <BackToList selection={selection} />
        <Alert color="red" variant="light" title={t("codes.print.failed")}>
          {apiErrorMessage(query.error, t)}
        </Alert>
      </Stack>
    );
  }
  const { coupons, total, disabled } = query.data;
  const disabledNotice = disabled > 0 ? t("codes.print.disabledLeftOut", { count: disabled }) : undefined;
  if (coupons.length === 0) {
    return (
      <Stack align="center">
        <BackToList selection={selection} />
        <EmptyState py="xl" title={t("codes.print.empty")} description={disabledNotice} />
      </Stack>
    );
  }

  return (
    <div data-testid="print-ready">
      <Group justify="space-between" align="flex-end" className={classes.toolbar}>
        <Stack gap={4}>
          <BackToList selection={selection} />
          <Title order={1} size="h2">
            {t("codes.print.title", { count: coupons.length })}
          </Title>
          <Text c="dimmed" size="sm">
            {t("codes.print.pages", { count: pages.length })}
          </Text>
          {total > coupons.length && (
            <Text fw={600} size="sm">
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
      <div
        ref={sheetZoom.ref}
        className={classes.sheets}
        style={{ "--sheet-zoom": String(sheetZoom.zoom) } as CSSProperties}
      >
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
