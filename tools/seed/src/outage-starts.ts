import type { DemoPlan } from "../../simulate/src/demo-plan";
import { conditionSlotMs, conditionSlotOf, networkConditions } from "../../simulate/src/network-conditions";

/** How far back an outage is traced: a week of slots. */
const tracedSlots = (7 * 24 * 3_600_000) / conditionSlotMs;

/**
 * The manager's walk-through "down since": for each access point the collectors report
 * unreachable at `stamp`, when its current outage began, as the simulator's
 * conditions (a pure function of the slot) had it: the start of its unbroken
 * run of unreachable slots, a week back at most.
 */
export function outageStarts(plan: DemoPlan, stamp: number): Map<string, number> {
  const slot = conditionSlotOf(stamp);
  const open = new Set(networkConditions(plan, slot).unreachableAccessPoints);
  const starts = new Map<string, number>();
  for (let back = 1; back <= tracedSlots && open.size > 0; back++) {
    const earlier = networkConditions(plan, slot - back).unreachableAccessPoints;
    for (const mac of open) {
      if (earlier.has(mac)) continue;
      starts.set(mac, (slot - back + 1) * conditionSlotMs);
      open.delete(mac);
    }
  }
  for (const mac of open) starts.set(mac, (slot - tracedSlots) * conditionSlotMs);
  return starts;
}
