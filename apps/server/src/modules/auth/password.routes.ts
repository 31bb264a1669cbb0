import {
  accountConfirmationAnswerSchema,
  confirmationBodySchema,
  fieldErrorsFromZodIssues,
  passwordResetBodySchema,
  passwordResetRequestBodySchema,
  updatePasswordBodySchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { type DeclaringRequest, declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { authDependencies } from "./auth-dependencies";
import { confirmAccount, getConfirmation } from "./confirmation.service";
import { changePassword } from "./password-change.service";
import { requestPasswordReset, resetPassword } from "./password-reset.service";
import { confirmationQuerySchema } from "./token-queries";
import { grantUnlockPass } from "./unlock-pass";

/**
 * Confirmation: WRONG_PARAMETERS password mismatch (docs/product.md#errors): the one body
 * whose mismatch answers 400; its other rule breaks answer 422 as usual.
 */
function parseConfirmationBody(request: DeclaringRequest<{ body: typeof confirmationBodySchema }>) {
  const result = declaredSchema(request, "body").safeParse(request.body);
  if (result.success) return result.data;
  const errors = fieldErrorsFromZodIssues(result.error.issues);
  const isMismatch = errors["user.password_confirmation"]?.includes("formErrors.equal_to") ?? false;
  throw new AppError(
    isMismatch ? "WRONG_PARAMETERS" : "INVALID_PARAMETERS",
    isMismatch ? "The password confirmation differs from the password." : undefined,
    errors,
  );
}

const passwordsRoute = routeSchemaFor("Passwords");

/** Password reset by mail, account confirmation (first password) and the password change. */
export async function passwordRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post(
    "/users/password",
    {
      schema: passwordsRoute({
        summary: "Mail a password reset link (or the confirmation link again, to an unconfirmed account)",
        auth: "none",
        body: passwordResetRequestBodySchema,
        success: { status: 204, description: "Mailed.", noBody: true },
      }),
    },
    async (request, reply) => {
      await app.enforceRateLimit(request, "accountMailPerIp", { ip: true });
      const { user } = parseDeclared(request, "body");
      await app.enforceRateLimit(request, "accountMailPerAddress", { value: user.email });
      await requestPasswordReset(deps, user.email, request.ip);
      return reply.code(204).send();
    },
  );

  app.put(
    "/users/password",
    {
      schema: passwordsRoute({
        summary: "Set a new password with the mailed reset token",
        description: "Every session of the account ends, its API token is revoked, a lock is lifted.",
        auth: "none",
        body: passwordResetBodySchema,
        success: { status: 204, description: "Set; the browser gets the unlock pass cookie.", noBody: true },
      }),
    },
    async (request, reply) => {
      const { user } = parseDeclared(request, "body");
      const userId = await resetPassword(
        deps,
        { token: user.reset_password_token, password: user.password },
        request.ip,
      );
      await grantUnlockPass(deps.db, reply, request, userId, deps.now());
      return reply.code(204).send();
    },
  );

  app.get(
    "/users/confirmation",
    {
      schema: passwordsRoute({
        summary: "The account a confirmation link names",
        auth: "none",
        querystring: confirmationQuerySchema,
        success: { status: 200, description: "`{email, first_name}`.", schema: accountConfirmationAnswerSchema },
      }),
    },
    async (request) => {
      const { confirmation_token } = parseDeclared(request, "querystring");
      return getConfirmation(deps, confirmation_token);
    },
  );

  app.put(
    "/users/confirmation",
    {
      schema: passwordsRoute({
        summary: "Confirm an account, choosing its first password",
        description: "A password confirmation that differs answers 400 `WRONG_PARAMETERS` (docs/product.md#errors).",
        auth: "none",
        body: confirmationBodySchema,
        success: {
          status: 200,
          description: "`{email, first_name}`; the user then signs in.",
          schema: accountConfirmationAnswerSchema,
        },
      }),
    },
    async (request) => {
      const body = parseConfirmationBody(request);
      return confirmAccount(deps, { token: body.confirmation_token, password: body.user.password }, request.ip);
    },
  );

  app.patch(
    "/users/update_password",
    {
      schema: passwordsRoute({
        summary: "Change the caller's password",
        description: "The caller's other sessions end and the API token is revoked.",
        auth: "browser-session",
        body: updatePasswordBodySchema,
        success: { status: 204, description: "Changed.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const body = parseDeclared(request, "body");
      await changePassword(deps, actor, body, request.ip);
      return reply.code(204).send();
    },
  );
}
