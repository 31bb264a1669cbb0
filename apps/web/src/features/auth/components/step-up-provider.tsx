import type { TwoFactorMethod } from "@ondine/domain";
import { type ReactNode, useCallback, useRef, useState } from "react";
import { isApiError } from "../../../api/api-error";
import { type StepUp, StepUpCancelledError, StepUpContext } from "../../../api/step-up";
import { twoFactorMethodOf } from "../sign-in-failure";
import { StepUpModal } from "./step-up-modal";

interface Asking {
  method: TwoFactorMethod;
  settle: (isConfirmed: boolean) => void;
}

/**
 * Gives the screens under it `useStepUp()` (docs/security.md "Step-up"): a wrapped call refused
 * with 403 `STEP_UP_REQUIRED` opens the modal asking for the second factor, then is made once
 * more and answers as that second call does. Closing the modal rejects with
 * `StepUpCancelledError`, which the screens leave unsaid.
 */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  // Calls refused at the same time share one asking.
  const pending = useRef<Promise<void> | null>(null);

  const askSecondFactor = useCallback((method: TwoFactorMethod) => {
    pending.current ??= new Promise<void>((resolve, reject) => {
      setAsking({
        method,
        settle: (isConfirmed) => {
          pending.current = null;
          setAsking(null);
          if (isConfirmed) resolve();
          else reject(new StepUpCancelledError());
        },
      });
    });
    return pending.current;
  }, []);

  const stepUp = useCallback<StepUp>(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!isApiError(error) || error.code !== "STEP_UP_REQUIRED") throw error;
        await askSecondFactor(twoFactorMethodOf(error.details));
        // Once: should the server refuse again, that refusal is the answer.
        return call();
      }
    },
    [askSecondFactor],
  );

  return (
    <StepUpContext value={stepUp}>
      {children}
      {asking && (
        <StepUpModal
          method={asking.method}
          onConfirmed={() => asking.settle(true)}
          onCancel={() => asking.settle(false)}
        />
      )}
    </StepUpContext>
  );
}
