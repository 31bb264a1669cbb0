/** `POST /api/sponsors`: the link was mailed to the sponsor; it works until `expires_at`. */
export interface SponsorRequestAnswer {
  expires_at: string;
}

/** `GET /api/sponsors/{token}`: SPEC §3 "Sponsor link", with the site and the end dates the sponsor may pick. */
export interface SponsorLinkPresentation {
  first_name: string;
  last_name: string;
  email: string;
  default_selected_days: number;
  site: { id: number; name: string };
  expires_at: string;
  /** `YYYY-MM-DD` (Paris days): the first offered, and the range allowed (SPEC §5). */
  default_ends_at: string;
  min_ends_at: string;
  max_ends_at: string;
}

/** `POST /api/sponsors/{token}/use`: the guest's code (also mailed to the guest). */
export interface SponsoredCouponAnswer {
  code: string;
  starts_at: string;
  ends_at: string;
  duration: number;
  max_usage: number;
  site: { id: number; name: string };
}
