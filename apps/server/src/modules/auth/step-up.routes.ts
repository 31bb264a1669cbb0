import { stepUpBodySchema, twoFactorResendAnswerSchema } from "@ondine/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { declaredSchema } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { endSession } from "../sessions";
import { authDependencies } from "./auth-dependencies";
import { mailStepUpCode, stepUp } from "./step-up.service";

const twoFactorRoute = routeSchemaFor("Two-factor");

const whose =
  "The second factor is the signed-in person's: while an admin is logged in as someone, the admin's. " +
  "An API token answers 403; an account without two-factor 409 `CONFLICT`.";

/**
 * A wrong step-up code that locks the account (or comes while it is locked) ends the session
 * too: 401 `locked`, and the console goes back to the sign-in page, which says so.
 */
async function endingSessionWhenLocked<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.extras.reason === "locked") await endSession(reply, request);
    throw error;
  }
}

/** docs/security.md "Step-up": a fresh second factor for the sensitive calls. */
export async function stepUpRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post(
    "/users/two_factor/step_up",
    {
      schema: twoFactorRoute({
        summary: "Confirm the second factor again, for a call that answered 403 STEP_UP_REQUIRED",
        description:
          "`{code}` (the code mailed by `POST /api/users/two_factor/step_up/code`, or the app's) or `{recovery_code}`. " +
          "Right: the session may make the sensitive calls for 5 minutes. Wrong: 422 `twoFactor.code_invalid` on " +
          "the field typed, counted toward the lockout as at sign-in; the failure that locks the account (or any while " +
          `it is locked) ends the session (401 \`locked\`). ${whose}`,
        auth: "browser-session",
        body: stepUpBodySchema,
        success: { status: 204, description: "Confirmed.", noBody: true },
      }),
    },
    async (request, reply) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      const actor = requireActor(request);
      const input = parseWith(declaredSchema(request, "body"), request.body ?? {});
      await endingSessionWhenLocked(request, reply, () => stepUp(deps, actor, input, request.ip));
      return reply.code(204).send();
    },
  );

  app.post(
    "/users/two_factor/step_up/code",
    {
      schema: twoFactorRoute({
        summary: "Mail a step-up code (for an account whose second factor is the mailed code)",
        description:
          "Valid 10 minutes, in this session only; at most once a minute (422 `twoFactor.resend_too_soon` with " +
          `\`resend_available_in\`). An authenticator account answers 409 \`CONFLICT\`. ${whose}`,
        auth: "browser-session",
        success: {
          status: 200,
          description: "`{resend_available_in}`, in seconds.",
          schema: twoFactorResendAnswerSchema,
        },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      return mailStepUpCode(deps, requireActor(request));
    },
  );
}
