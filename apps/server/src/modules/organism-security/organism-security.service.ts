import {
  canManageOrganismSecurity,
  invalidRangeMessage,
  normaliseCidrRanges,
  type OrganismSecurityAnswer,
  type OrganismSecurityBody,
} from "@ondine/domain";
import { AppError } from "../../errors/app-error";
import type { ModuleDependencies } from "../../module-dependencies";
import { recordAuditEvent } from "../audit";
import { findLocationNames } from "../locations";
import type { RequestActor } from "../sessions";
import { presentOrganismSecurity } from "./organism-security.presenter";
import {
  announceMemberSecurityChange,
  findOrganismSecurityRecord,
  upsertOrganismSecurity,
} from "./organism-security.repository";

/** Who calls, and from where (the answer shows the caller's own address). */
export type OrganismSecurityCaller = { actor: RequestActor; ip: string };

function assertMayManage(actor: RequestActor): void {
  if (!canManageOrganismSecurity(actor)) throw new AppError("NOT_ALLOWED");
}

async function findOrganism(deps: ModuleDependencies, organismId: number): Promise<{ id: number; name: string }> {
  const names = await findLocationNames(deps.db, { organismIds: [organismId], siteIds: [] });
  const name = names.organisms.get(organismId);
  if (name === undefined) throw new AppError("NOT_FOUND", "No such organism.");
  return { id: organismId, name };
}

/** An organism's security settings (docs/security.md "Organism security"): admins only, 404 for no such organism. */
export async function getOrganismSecurity(
  deps: ModuleDependencies,
  caller: OrganismSecurityCaller,
  organismId: number,
): Promise<OrganismSecurityAnswer> {
  assertMayManage(caller.actor);
  const organism = await findOrganism(deps, organismId);
  return presentOrganismSecurity(organism, await findOrganismSecurityRecord(deps.db, organismId), caller.ip);
}

/**
 * Replaces an organism's settings: every range must read as CIDR (422 on
 * `ip_ranges.N` otherwise); they are stored normalised, each once. The
 * change drops every cached principal in the same transaction, so the next
 * request of any member is checked against it.
 */
export async function updateOrganismSecurity(
  deps: ModuleDependencies,
  caller: OrganismSecurityCaller,
  organismId: number,
  body: OrganismSecurityBody,
): Promise<OrganismSecurityAnswer> {
  assertMayManage(caller.actor);
  const organism = await findOrganism(deps, organismId);
  const ranges = normaliseCidrRanges(body.ip_ranges);
  if (!ranges.ok) {
    throw new AppError(
      "INVALID_PARAMETERS",
      "Some address ranges cannot be read.",
      Object.fromEntries(ranges.invalidIndexes.map((index) => [`ip_ranges.${index}`, [invalidRangeMessage]])),
    );
  }
  const record = await deps.db.transaction(async (tx) => {
    const stored = await upsertOrganismSecurity(
      tx,
      organismId,
      {
        ipRanges: ranges.ranges,
        twoFactorRequired: body.two_factor_required,
        twoFactorGraceSignIns: body.two_factor_grace_sign_ins,
      },
      { userId: caller.actor.id, now: deps.now() },
    );
    await announceMemberSecurityChange(tx);
    await recordAuditEvent(tx, {
      action: "organism_security_updated",
      actorId: caller.actor.id,
      subjectId: null,
      impersonatorId: caller.actor.impersonatorId,
      ip: caller.ip,
      details: {
        organism_id: organismId,
        ip_ranges: stored.ipRanges,
        two_factor_required: stored.twoFactorRequired,
        two_factor_grace_sign_ins: stored.twoFactorGraceSignIns,
      },
    });
    return stored;
  });
  return presentOrganismSecurity(organism, record, caller.ip);
}
