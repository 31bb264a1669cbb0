import { z } from "zod";

// An organism's security settings (docs/security.md "Organism security"): the
// addresses its members may use the console from, and whether they must sign
// in with a second factor. Set by admins; staff and admins are exempt.

export const organismSecurityLimits = {
  /** CIDR ranges per organism. */
  ipRanges: 50,
  /** Sign-ins a member may make without two-factor once it is required. */
  graceSignInsMax: 10,
  graceSignInsDefault: 3,
} as const;

/** One CIDR range as typed (`192.0.2.0/24`, `2001:db8::/32`, or one address); checked by `parseCidrRange`. */
export const cidrRangeTextSchema = z.string().trim().min(1, "formErrors.required").max(64, "formErrors.invalid");

export const organismSecurityBodySchema = z.object({
  ip_ranges: z.array(cidrRangeTextSchema).max(organismSecurityLimits.ipRanges, "formErrors.too_many"),
  two_factor_required: z.boolean(),
  two_factor_grace_sign_ins: z.number().int().min(0).max(organismSecurityLimits.graceSignInsMax),
});
export type OrganismSecurityBody = z.output<typeof organismSecurityBodySchema>;

/** `GET /api/organisms/{id}/security`. */
export const organismSecurityAnswerSchema = z.object({
  organism_id: z.number().int(),
  organism_name: z.string(),
  ip_ranges: z.array(z.string()),
  two_factor_required: z.boolean(),
  two_factor_grace_sign_ins: z.number().int(),
  /** The caller's own address as the server sees it, so an admin does not lock members out unawares. */
  caller_ip: z.string(),
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OrganismSecurityAnswer = z.infer<typeof organismSecurityAnswerSchema>;
