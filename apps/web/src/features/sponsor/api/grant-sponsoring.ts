import { type SponsoredCouponAnswer, sponsoredCouponAnswerSchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";

/** POST /sponsors/{token}/use {ends_at} (docs/product.md#sponsors-link): the guest's code, mailed to the guest too. */
export function grantSponsoring(token: string, endsAt: string): Promise<SponsoredCouponAnswer> {
  return apiCall("POST", `/sponsors/${encodeURIComponent(token)}/use`, sponsoredCouponAnswerSchema, {
    body: { ends_at: endsAt },
  });
}

export function useGrantSponsoring(token: string) {
  return useMutation({ mutationFn: (endsAt: string) => grantSponsoring(token, endsAt) });
}
