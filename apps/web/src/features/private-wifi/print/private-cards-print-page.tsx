import { Alert, Anchor, Button, Center, EmptyState, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { paths, printPages } from "@ondine/domain";
import IconArrowLeft from "@tabler/icons-react/icons/IconArrowLeft";
import { Link } from "@tanstack/react-router";
import type { TFunction } from "i18next";
import { type CSSProperties, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { usePrivateSpaceCards } from "../api/find-private-space-cards";
import { PrintedCard } from "./printed-card";
import { printedCardTextsWriter } from "./printed-card-texts";
import type { PrivateCardsRequest } from "./private-cards-search";
import classes from "./private-cards-sheet.module.css";

/** What the print page borrows from the codes' print (the screen hands them over): the English catalogue and the sheets' zoom. */
export interface PrintSupport {
  /** The English texts when the interface is in another language, else null; `isReady` once loaded. */
  english: TFunction | null;
  isEnglishReady: boolean;
  /** The sheets' container and the zoom that fits an A4 sheet in it. */
  sheetRef: (element: HTMLElement | null) => void;
  sheetZoom: number;
}

interface PrivateCardsPrintPageProps {
  /** What the address asks to print; undefined when it names no site or no space. */
  request: PrivateCardsRequest | undefined;
  support: PrintSupport;
}

/** The way back to the site's spaces, above the sheets (the print page has no menu). */
function BackToSpaces({ siteId }: { siteId: number | undefined }) {
  const { t } = useTranslation();
  return (
    <Anchor
      className={classes.back}
      renderRoot={(props) => (
        <Link
          {...props}
          to={paths.ran}
          // The site printed is the one to go back to; without one, the location the console remembers.
          search={siteId === undefined ? {} : { location_site: siteId }}
        />
      )}
    >
      <IconArrowLeft size={16} aria-hidden="true" />
      {t("privateWifi.print.back")}
    </Anchor>
  );
}

/**
 * /ran/print (docs/private-wifi.md#cards): asks for the cards of one space,
 * a selection or a search's spaces (each asking is audited, as it says),
 * then draws them 9 to an A4 page, texts doubled in English, each with its
 * QR code; `print-ready` marks the drawn sheets, as on the codes' print.
 */
export function PrivateCardsPrintPage({ request, support }: PrivateCardsPrintPageProps) {
  const { t } = useTranslation();
  if (!request) {
    return (
      <Stack align="center">
        <BackToSpaces siteId={undefined} />
        <EmptyState py="xl" title={t("privateWifi.print.noSelection")} />
      </Stack>
    );
  }
  return <PrintedCards request={request} support={support} />;
}

function PrintedCards({ request, support }: { request: PrivateCardsRequest; support: PrintSupport }) {
  const { t } = useTranslation();
  const query = usePrivateSpaceCards(request.siteId, request.selection);
  const pages = useMemo(() => printPages(query.data?.cards ?? []), [query.data]);
  const textsOf = useMemo(() => printedCardTextsWriter(t, support.english), [t, support.english]);

  if (query.isPending || !support.isEnglishReady) {
    return (
      <Center mih="50vh">
        <Stack align="center" gap="sm" role="status" aria-label={t("privateWifi.print.loading")}>
          <Loader />
          <Text c="dimmed">{t("privateWifi.print.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Stack maw={640} mx="auto">
        <BackToSpaces siteId={request.siteId} />
        <Alert color="red" variant="light" title={t("privateWifi.print.failed")}>
          {apiErrorMessage(query.error, t)}
        </Alert>
      </Stack>
    );
  }
  const { cards, ssid, site_name: siteName } = query.data;
  if (cards.length === 0) {
    return (
      <Stack align="center">
        <BackToSpaces siteId={request.siteId} />
        <EmptyState py="xl" title={t("privateWifi.print.empty")} />
      </Stack>
    );
  }
  return (
    <div data-testid="print-ready">
      <Group justify="space-between" align="flex-end" className={classes.toolbar}>
        <Stack gap={4}>
          <BackToSpaces siteId={request.siteId} />
          <Title order={1} size="h2">
            {t("privateWifi.print.title", { count: cards.length })}
          </Title>
          <Text c="dimmed" size="sm">
            {t("privateWifi.print.pages", { count: pages.length })}
          </Text>
          <Text c="dimmed" size="sm">
            {t("privateWifi.print.recorded")}
          </Text>
        </Stack>
        <Button onClick={() => window.print()}>{t("privateWifi.print.print")}</Button>
      </Group>
      <div
        ref={support.sheetRef}
        className={classes.sheets}
        style={{ "--sheet-zoom": String(support.sheetZoom) } as CSSProperties}
      >
        {pages.map((page, index) => (
          <section
            key={page[0]?.id ?? index}
            className={classes.sheet}
            aria-label={t("privateWifi.print.page", { page: index + 1 })}
            data-testid="print-sheet"
          >
            {page.map((card) => (
              <PrintedCard key={card.id} card={card} ssid={ssid} siteName={siteName} texts={textsOf(card.expires_on)} />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
