import type { QueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { prefetchCouponPrint } from "../../features/codes/print/prefetch-coupon-print";
import { ScreenLoader } from "../layout/screen-loader";

const route = getRouteApi("/codes/print/correlation/$correlationId");

// The page and its sheets load apart from this small chunk, so that the route's loader
// starts the batch's search without waiting for them (docs/performance.md "Printing codes").
const loadPrintPage = () => import("../../features/codes/print/coupon-print-page");
const CouponPrintPage = lazy(() => loadPrintPage().then(({ CouponPrintPage }) => ({ default: CouponPrintPage })));

/**
 * The route's loader (router/route-prefetches.ts): the batch's codes and what its sheets print
 * with, then the page's chunk. The batch id is the page's own (any text; no id, no search).
 */
export function prefetchScreen(
  queryClient: QueryClient,
  _search: Record<string, unknown>,
  { params }: { params: Record<string, string | undefined> },
): void {
  const correlationId = params.correlationId;
  if (correlationId) prefetchCouponPrint(queryClient, { mode: "correlation", correlationId });
  loadPrintPage().catch(() => undefined);
}

/** /codes/print/correlation/{correlation_id}: a creation batch, up to 500 codes. */
export function CodesPrintCorrelationScreen() {
  const { correlationId } = route.useParams();
  return (
    <Suspense fallback={<ScreenLoader />}>
      <CouponPrintPage selection={{ mode: "correlation", correlationId }} />
    </Suspense>
  );
}
