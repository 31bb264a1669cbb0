/**
 * SPEC §3 "Equipment" position x,y: where a piece of equipment sits on its
 * floor's plan, in plan units from the top-left corner, x to the right up to
 * `width` and y down up to `height`. A map scales the plan to its canvas.
 */
export const floorPlanSize = { width: 1000, height: 700 } as const;
