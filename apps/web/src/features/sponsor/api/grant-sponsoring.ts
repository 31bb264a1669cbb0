import type { SponsoredCouponAnswer } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client";

/** POST /sponsors/{token}/use {ends_at} (SPEC §7): the guest's code, mailed to the guest too. */
export function grantSponsoring(token: string, endsAt: string): Promise<SponsoredCouponAnswer> {
  return apiRequest<SponsoredCouponAnswer>("POST", `/sponsors/${encodeURIComponent(token)}/use`, {
    body: { ends_at: endsAt },
  });
}

export function useGrantSponsoring(token: string) {
  return useMutation({ mutationFn: (endsAt: string) => grantSponsoring(token, endsAt) });
}
