import {
  authenticatorConfirmBodySchema,
  authenticatorEnrolmentAnswerSchema,
  recoveryCodesAnswerSchema,
  recoveryCodesRegenerateBodySchema,
  twoFactorSettingBodySchema,
  twoFactorStateSchema,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { authDependencies } from "./auth-dependencies";
import {
  confirmAuthenticator,
  enrolAuthenticator,
  regenerateRecoveryCodes,
  setTwoFactor,
} from "./two-factor-settings.service";
import { getTwoFactorState } from "./two-factor-state.service";

const twoFactorRoute = routeSchemaFor("Two-factor");

const ownAccount =
  "The signed-in person's own account, from their browser: an API token, or an admin logged in as someone, " +
  "answers 403.";

/** The account page's two-factor settings (docs/security.md "Two-factor sign-in"). */
export async function twoFactorSettingsRoutes(app: FastifyInstance) {
  const deps = authDependencies(app);

  app.post(
    "/users/two_factor/authenticator",
    {
      schema: twoFactorRoute({
        summary: "Start enrolling an authenticator app: a new secret, not in force until confirmed",
        description:
          "A 160-bit secret, as base32 text and as the `otpauth://` address the page draws as a QR code. A " +
          `confirmed authenticator stays in force until the new one is confirmed. ${ownAccount}`,
        auth: "browser-session",
        success: {
          status: 200,
          description: "`{secret, otpauth_url}`.",
          schema: authenticatorEnrolmentAnswerSchema,
        },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      return enrolAuthenticator(deps, requireActor(request), request.ip);
    },
  );

  app.post(
    "/users/two_factor/authenticator/confirm",
    {
      schema: twoFactorRoute({
        summary: "Confirm the authenticator with its first code: it is then the second factor",
        description:
          "Switches two-factor on with the method `authenticator` and answers 10 new recovery codes, shown this " +
          "once. The current password is asked, so a stolen session cannot put its own app in force (422 " +
          '`errors.current_password: ["account.password.wrong"]`, nothing confirmed). A wrong code: 422 ' +
          '`errors.code: ["twoFactor.code_invalid"]`; no enrolment waiting: 409 `CONFLICT`. ' +
          ownAccount,
        auth: "browser-session",
        body: authenticatorConfirmBodySchema,
        success: { status: 200, description: "`{recovery_codes}`.", schema: recoveryCodesAnswerSchema },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      const actor = requireActor(request);
      const body = parseDeclared(request, "body");
      return confirmAuthenticator(deps, actor, body, request.ip);
    },
  );

  app.post(
    "/users/two_factor/recovery_codes",
    {
      schema: twoFactorRoute({
        summary: "Replace the recovery codes with 10 new ones",
        description:
          'The current password is asked (422 `errors.current_password: ["account.password.wrong"]`). The old ' +
          `codes stop working. ${ownAccount}`,
        auth: "browser-session",
        body: recoveryCodesRegenerateBodySchema,
        success: {
          status: 200,
          description: "`{recovery_codes}`, shown this once.",
          schema: recoveryCodesAnswerSchema,
        },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      const actor = requireActor(request);
      const { current_password } = parseDeclared(request, "body");
      return regenerateRecoveryCodes(deps, actor, current_password, request.ip);
    },
  );

  app.put(
    "/users/two_factor",
    {
      schema: twoFactorRoute({
        summary: "Turn two-factor sign-in off, or choose the mailed code or the authenticator",
        description:
          "`method`: null (off), `mail` or `authenticator` (once one is confirmed, else 422 " +
          '`errors.method: ["twoFactor.authenticator_not_confirmed"]`); an organism that requires two-factor ' +
          'refuses null (422 `errors.method: ["twoFactor.required_by_organism"]`). The current password is asked. ' +
          ownAccount,
        auth: "browser-session",
        body: twoFactorSettingBodySchema,
        success: { status: 200, description: "The account's two-factor state.", schema: twoFactorStateSchema },
      }),
    },
    async (request) => {
      await app.enforceRateLimit(request, "twoFactorPerIp", { ip: true });
      const actor = requireActor(request);
      const body = parseDeclared(request, "body");
      await setTwoFactor(deps, actor, body, request.ip);
      const state = await getTwoFactorState(deps.db, actor.id);
      if (!state) throw new AppError("NOT_AUTHORIZED");
      return state;
    },
  );
}
