import { type OrganismSecurityAnswer, organismSecurityLimits } from "@ondine/domain";
import type { OrganismSecurityRecord } from "./organism-security.repository";

/** An organism's settings as `GET/PUT /api/organisms/{id}/security` answer them; an organism never set has the defaults. */
export function presentOrganismSecurity(
  organism: { id: number; name: string },
  record: OrganismSecurityRecord | undefined,
  callerIp: string,
): OrganismSecurityAnswer {
  return {
    organism_id: organism.id,
    organism_name: organism.name,
    ip_ranges: record ? [...record.ipRanges] : [],
    two_factor_required: record?.twoFactorRequired ?? false,
    two_factor_grace_sign_ins: record?.twoFactorGraceSignIns ?? organismSecurityLimits.graceSignInsDefault,
    caller_ip: callerIp,
    updated_at: record?.updatedAt?.toISOString() ?? null,
  };
}
