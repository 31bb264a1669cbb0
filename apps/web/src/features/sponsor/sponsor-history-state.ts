import type { SponsoredCouponAnswer } from "@ondine/domain";

// docs/product.md#sponsors-link: /sponsor/{token}/confirm "needs state from previous page": the
// granted code travels in the history entry, not in the address.
declare module "@tanstack/react-router" {
  interface HistoryState {
    sponsoredCoupon?: SponsoredCouponAnswer;
  }
}

/** docs/product.md#sponsors-link, docs/product.md#errors: where an invalid or expired link, or a confirmation opened directly, sends the sponsor. */
export const sponsorInvalidLinkErrorKey = "sponsor.error.invalid_link";
