import { isAddressAllowedByEach, isHeldToOrganismSecurity } from "@ondine/domain";
import { LRUCache } from "lru-cache";
import type { Database } from "../../db";
import { AppError } from "../../errors/app-error";
import { recordAuditEvent } from "../audit";
import { type PrincipalCache, principalMaxAgeMs, type RequestActor } from "../sessions";
import { findMemberSecurity, organismsOfLocations, securityOfOrganisms } from "./member-security.service";

/**
 * Sign-in from an address a member's organisms do not allow (docs/security.md
 * "Organism security"): 403 IP_NOT_ALLOWED before anything is started, with
 * a line in the security log. Called once the password (or the second
 * factor, or the provider) proved who signs in.
 */
export async function refuseSignInFromOutside(db: Database, userId: number, ip: string): Promise<void> {
  const { ipRangeSets } = await findMemberSecurity(db, userId);
  if (isAddressAllowedByEach(ip, ipRangeSets)) return;
  await recordAuditEvent(db, {
    action: "sign_in_failed",
    actorId: null,
    subjectId: userId,
    ip,
    details: { reason: "ip_not_allowed" },
  });
  throw new AppError("IP_NOT_ALLOWED");
}

const maxEntries = 10_000;

/**
 * The check of every request of a session or API token against its
 * member's organisms (docs/security.md "Organism security"). The range sets
 * are kept per user beside the principal cache and dropped by the same
 * notifications (a location, a role, a site's organism, an organism's
 * settings: `announceMemberSecurityChange`), so a signed-in request costs
 * no query; they are only trusted when the principal cache is.
 */
export class MemberAddressCheck {
  private readonly rangeSets = new LRUCache<number, string[][]>({ max: maxEntries, ttl: principalMaxAgeMs });

  constructor(private readonly principals: PrincipalCache) {
    principals.watch((change) => {
      if (change === "all") this.rangeSets.clear();
      else this.rangeSets.delete(change.userId);
    });
  }

  /**
   * Whether the actor may act from `ip`: always for admins, the support
   * desk and an admin logged in as someone (the person at the keyboard is
   * an admin); for a member, inside each of their organisms' range sets.
   * `trusted`: the principal cache may be read for this request.
   */
  async allows(db: Database, actor: RequestActor, ip: string, trusted: boolean): Promise<boolean> {
    if (actor.impersonatorId !== null || !isHeldToOrganismSecurity(actor)) return true;
    const loadedAt = this.principals.generationNow();
    let sets = trusted ? this.rangeSets.get(actor.id) : undefined;
    if (sets === undefined) {
      sets = (await securityOfOrganisms(db, await organismsOfLocations(db, actor.locations))).ipRangeSets;
      // A read that started before an invalidation is not kept (as the principal cache does).
      if (trusted && loadedAt === this.principals.generationNow()) this.rangeSets.set(actor.id, sets);
    }
    return isAddressAllowedByEach(ip, sets);
  }
}
