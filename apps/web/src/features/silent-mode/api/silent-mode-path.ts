/** The silence windows' calls (docs/alerts.md#calls), under /api. */
export const silenceWindowsApiPath = "/silent_mode/windows";

/** A window's own calls: `/silent_mode/windows/{id}/end`, `/silent_mode/windows/{id}/extend`. */
export function silenceWindowApiPath(id: number, action: "end" | "extend"): string {
  return `${silenceWindowsApiPath}/${id}/${action}`;
}
