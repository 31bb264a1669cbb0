/**
 * Who is held to an organism's security settings (docs/security.md
 * "Organism security"): not admins, not the provider's support desk (the
 * `support_desk` role), who serve every customer from wherever they are.
 */
export function isHeldToOrganismSecurity(account: { admin: boolean; roleFlags: readonly string[] }): boolean {
  return !account.admin && !account.roleFlags.includes("support_desk");
}
