import { z } from "zod";

const siteSchema = z.object({ id: z.number().int(), name: z.string() });

/** `POST /api/sponsors`: the link was mailed to the sponsor; it works until `expires_at`. */
export const sponsorRequestAnswerSchema = z.object({ expires_at: z.iso.datetime({ offset: true }) });
export type SponsorRequestAnswer = z.infer<typeof sponsorRequestAnswerSchema>;

/** `GET /api/sponsors/{token}`: Sponsor link (docs/product.md#sponsors-link), with the site and the end dates the sponsor may pick. */
export const sponsorLinkPresentationSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  default_selected_days: z.number().int(),
  site: siteSchema,
  expires_at: z.iso.datetime({ offset: true }),
  /** `YYYY-MM-DD` (Paris days): the first offered, and the range allowed (docs/product.md#sponsors-validation). */
  default_ends_at: z.iso.date(),
  min_ends_at: z.iso.date(),
  max_ends_at: z.iso.date(),
});
export type SponsorLinkPresentation = z.infer<typeof sponsorLinkPresentationSchema>;

/** `POST /api/sponsors/{token}/use`: the guest's code (also mailed to the guest). */
export const sponsoredCouponAnswerSchema = z.object({
  code: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  duration: z.number().int(),
  max_usage: z.number().int(),
  site: siteSchema,
});
export type SponsoredCouponAnswer = z.infer<typeof sponsoredCouponAnswerSchema>;
