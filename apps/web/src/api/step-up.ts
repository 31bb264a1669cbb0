import { createContext, useContext } from "react";

/**
 * Step-up (docs/security.md "Step-up"): a sensitive call answering 403
 * `STEP_UP_REQUIRED` is made again once the user has typed their second
 * factor. A feature wraps such a call: `stepUp(() => revealKey(id))`.
 *
 * The asking itself (a modal) belongs to the auth feature, which provides it
 * through this context where a screen composes it; features do not import
 * each other, so the contract lives here. Without a provider the call is made
 * as it is, and a refusal comes back as its `ApiError`.
 */
export type StepUp = <Answer>(call: () => Promise<Answer>) => Promise<Answer>;

/** What the wrapped call rejects with when the user closes the step-up without typing a factor. */
export class StepUpCancelledError extends Error {
  override readonly name = "StepUpCancelledError";
  constructor() {
    super("The second factor was not given.");
  }
}

/** A step-up the user gave up on: nothing to report, the screen stays as it was. */
export function isStepUpCancelled(error: unknown): error is StepUpCancelledError {
  return error instanceof StepUpCancelledError;
}

export const StepUpContext = createContext<StepUp>((call) => call());

export function useStepUp(): StepUp {
  return useContext(StepUpContext);
}
