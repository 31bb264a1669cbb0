import {
  confirmationBodySchema,
  fieldErrorsFromZodIssues,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  updatePasswordBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { requireActor } from "../../plugins/authentication";
import { authDependencies } from "./auth-dependencies";
import { confirmAccount, getConfirmation } from "./confirmation.service";
import { changePassword } from "./password-change.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";
import { confirmationQuerySchema } from "./token-queries";
import { grantUnlockPass } from "./unlock-pass";

/**
 * SPEC §8 "Confirmation: WRONG_PARAMETERS password mismatch": the one body
 * whose mismatch answers 400; its other rule breaks answer 422 as usual.
 */
function parseConfirmationBody(body: unknown) {
  const result = confirmationBodySchema.safeParse(body);
  if (result.success) return result.data;
  const errors = fieldErrorsFromZodIssues(result.error.issues);
  const isMismatch = errors["user.password_confirmation"]?.includes("formErrors.equal_to") ?? false;
  throw new AppError(
    isMismatch ? "WRONG_PARAMETERS" : "INVALID_PARAMETERS",
    isMismatch ? "The password confirmation differs from the password." : undefined,
    errors,
  );
}

/** Password reset by mail, account confirmation (first password) and the password change. */
export async function passwordRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post("/users/password", async (request, reply) => {
    await app.enforceRateLimit(request, "accountMailPerIp", { ip: true });
    const { user } = parseWith(passwordResetRequestBodySchema, request.body);
    await app.enforceRateLimit(request, "accountMailPerAddress", { value: user.email });
    await requestPasswordReset(deps, user.email, request.ip);
    return reply.code(204).send();
  });

  app.put("/users/password", async (request, reply) => {
    const { user } = parseWith(passwordResetBodySchema, request.body);
    const userId = await resetPassword(deps, { token: user.reset_password_token, password: user.password }, request.ip);
    await grantUnlockPass(deps.db, reply, request, userId, deps.now());
    return reply.code(204).send();
  });

  app.get("/users/confirmation", async (request) => {
    const { confirmation_token } = parseWith(confirmationQuerySchema, request.query);
    return getConfirmation(deps, confirmation_token);
  });

  app.put("/users/confirmation", async (request) => {
    const body = parseConfirmationBody(request.body);
    return confirmAccount(deps, { token: body.confirmation_token, password: body.user.password }, request.ip);
  });

  app.patch("/users/update_password", async (request, reply) => {
    const actor = requireActor(request);
    const body = parseWith(updatePasswordBodySchema, request.body);
    await changePassword(deps, actor, body, request.ip);
    return reply.code(204).send();
  });
}
