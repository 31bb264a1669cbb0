/** Replacing a floor's plan is an administrator's task (the server refuses it to others). */
export function canReplaceFloorPlan(actor: { admin: boolean }): boolean {
  return actor.admin;
}
