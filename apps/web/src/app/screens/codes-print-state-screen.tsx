import { EmptyState } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { decodeCodesListState } from "../../features/codes/codes-list-state";
import { CouponPrintPage } from "../../features/codes/print/coupon-print-page";

const route = getRouteApi("/codes/print/state/$state");

/** /codes/print/state/{base64 of the dashboard's queries and filters}. */
export function CodesPrintStateScreen() {
  const { t } = useTranslation();
  const { state } = route.useParams();
  const filters = decodeCodesListState(state);
  if (!filters) return <EmptyState py="xl" title={t("codes.print.empty")} />;
  return <CouponPrintPage selection={{ mode: "state", state: filters }} />;
}
