import { getRouteApi } from "@tanstack/react-router";
import { CouponPrintPage } from "../../features/codes/print/coupon-print-page";

const route = getRouteApi("/codes/print/correlation/$correlationId");

/** /codes/print/correlation/{correlation_id}: a creation batch, up to 500 codes. */
export function CodesPrintCorrelationScreen() {
  const { correlationId } = route.useParams();
  return <CouponPrintPage selection={{ mode: "correlation", correlationId }} />;
}
