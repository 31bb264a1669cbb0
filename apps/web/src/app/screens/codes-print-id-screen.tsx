import { EmptyState } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { CouponPrintPage } from "../../features/codes/print/coupon-print-page";

const route = getRouteApi("/codes/print/id/$id");

/** /codes/print/id/{id}: one code. */
export function CodesPrintIdScreen() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const couponId = Number(id);
  if (!Number.isSafeInteger(couponId) || couponId <= 0) return <EmptyState py="xl" title={t("codes.print.empty")} />;
  return <CouponPrintPage selection={{ mode: "id", id: couponId }} />;
}
