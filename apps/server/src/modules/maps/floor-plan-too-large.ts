import { floorPlanLimits, floorPlanRefusals } from "@ondine/domain";
import { AppError } from "../../errors/app-error";

/**
 * An upload over `floorPlanLimits.maxBytes`: 413, the status HTTP has for
 * it (proxies and clients know it), with the code (docs/product.md#errors) for a request that
 * cannot be taken and the plan field named, as the console's form reads it.
 */
export class FloorPlanTooLargeError extends AppError {
  override readonly statusCode = 413;

  constructor() {
    super("WRONG_PARAMETERS", `A floor plan is at most ${floorPlanLimits.maxBytes / 1_048_576} MiB.`, {
      plan: [floorPlanRefusals.tooLarge],
    });
  }
}
