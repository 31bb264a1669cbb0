import { getRouteApi } from "@tanstack/react-router";
import { useEnglishText } from "../../features/codes/print/use-english-text";
import { useSheetZoom } from "../../features/codes/print/use-sheet-zoom";
import { PrivateCardsPrintPage, privateCardsRequestOf } from "../../features/private-wifi";

const route = getRouteApi("/ran/print");

/**
 * /ran/print?site=&ids= or ?site=&all=1&q=&state= (docs/private-wifi.md#cards):
 * the cards' print, laid out as the codes' print, whose English texts and
 * sheet zoom it shares.
 */
export function PrivateWifiPrintScreen() {
  const search = route.useSearch();
  const { english, isReady } = useEnglishText();
  const sheets = useSheetZoom();
  return (
    <PrivateCardsPrintPage
      request={privateCardsRequestOf(search)}
      support={{ english, isEnglishReady: isReady, sheetRef: sheets.ref, sheetZoom: sheets.zoom }}
    />
  );
}
