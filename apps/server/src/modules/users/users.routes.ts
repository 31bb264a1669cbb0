import {
  accountEditBodySchema,
  canManageAccounts,
  emailChangeConfirmedAnswerSchema,
  emailConfirmationBodySchema,
  languageChoiceBodySchema,
  pathIdParamsSchema,
  type UserBody,
  userAnswerSchema,
  userBodySchema,
  usersPageSchema,
  usersQuerySchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { type DeclaringRequest, declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor, requireAdmin } from "../../plugins/authentication";
import { multipartFormPlugin } from "../../plugins/multipart-form";
import { authDependencies } from "../auth";
import type { RequestActor } from "../sessions";
import { confirmEmailChange } from "./email-change.service";
import { setOwnLanguage } from "./own-language.service";
import { createUser, updateUser } from "./user-form.service";
import { userBodyFromFormFields } from "./user-form-fields";
import { userIdFrom } from "./user-id-params";
import { deactivateUser, getUser, listUsers, reactivateUser, resendConfirmation } from "./users.service";

/** The actor when they manage accounts (docs/product.md#accounts-permissions: admin or accounts.create), else 403. */
function requireAccountManager(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  if (!canManageAccounts(actor)) throw new AppError("NOT_ALLOWED");
  return actor;
}

/**
 * The user form, sent as JSON or as multipart/form-data (docs/product.md#accounts), checked
 * with the schema the route declares, the console form's: `userBodySchema`
 * to create, `accountEditBodySchema` to edit (docs/product.md#accounts-validation: salutation required there).
 */
function userBodyOf(
  request: DeclaringRequest<{ body: z.ZodType<UserBody> }> & Pick<FastifyRequest, "isMultipart">,
): UserBody {
  return parseWith(
    declaredSchema(request, "body"),
    request.isMultipart() ? userBodyFromFormFields(request.body) : request.body,
  );
}

const accountsRoute = routeSchemaFor("Accounts");

/** The user form's media types: JSON, or SPEC's multipart with the same fields in bracket notation. */
const userFormTypes = ["application/json", "multipart/form-data"];

/** docs/product.md#accounts-impersonation accounts calls (docs/api.md "Identity and accounts"); log-as is in log-as.routes.ts. */
export async function usersRoutes(app: FastifyInstance) {
  await app.register(multipartFormPlugin);
  const deps = authDependencies(app);
  const requestContext = (request: FastifyRequest) => ({ ip: request.ip, language: request.language });

  app.get(
    "/users",
    {
      schema: accountsRoute({
        summary: "The accounts the caller can know of, by name (account managers)",
        auth: "signed-in",
        querystring: usersQuerySchema,
        success: { status: 200, description: "One page of accounts.", schema: usersPageSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireAccountManager(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "no-store");
      return listUsers(deps.db, actor, request.scope, query);
    },
  );

  app.post(
    "/users",
    {
      schema: accountsRoute({
        summary: "Create an account, mailed its confirmation link (admins, account managers of contacts)",
        description: "JSON, or `multipart/form-data` with the same fields in bracket notation (`user[first_name]`).",
        auth: "signed-in",
        body: userBodySchema,
        consumes: userFormTypes,
        success: { status: 201, description: "The user, unconfirmed.", schema: userAnswerSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const body = userBodyOf(request);
      const user = await createUser(deps, actor, request.scope, body, requestContext(request));
      return reply.code(201).send(user);
    },
  );

  app.get(
    "/users/:id",
    {
      schema: accountsRoute({
        summary: "An account within the caller's reach",
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The user.", schema: userAnswerSchema },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = userIdFrom(request);
      reply.header("cache-control", "no-store");
      return getUser(deps.db, actor, request.scope, id);
    },
  );

  app.patch(
    "/users/:id",
    {
      schema: accountsRoute({
        summary: "Edit an account: fields, roles, locations",
        description:
          "JSON, or `multipart/form-data` with the same fields in bracket notation. A new `email` waits " +
          "for the link mailed to it (`unconfirmed_email`).",
        auth: "signed-in",
        params: pathIdParamsSchema,
        body: accountEditBodySchema,
        consumes: userFormTypes,
        success: { status: 200, description: "The user, as stored.", schema: userAnswerSchema },
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const id = userIdFrom(request);
      const body = userBodyOf(request);
      return updateUser(deps, actor, request.scope, id, body, requestContext(request));
    },
  );

  // The account page's language choice, for the caller's own account (applied at their next sign-in).
  app.patch(
    "/users/language",
    {
      schema: accountsRoute({
        summary: "Keep the caller's interface language on their account",
        auth: "signed-in",
        body: languageChoiceBodySchema,
        success: { status: 204, description: "Kept.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { language } = parseDeclared(request, "body");
      await setOwnLanguage(deps.db, actor, language, deps.now());
      return reply.code(204).send();
    },
  );

  // The link mailed to a new address (docs/security.md "E-mail change"); no session needed.
  app.put(
    "/users/email_confirmation",
    {
      schema: accountsRoute({
        summary: "Confirm a new e-mail address with the mailed token",
        auth: "none",
        body: emailConfirmationBodySchema,
        success: {
          status: 200,
          description: "`{email}`, the account's new address.",
          schema: emailChangeConfirmedAnswerSchema,
        },
      }),
    },
    async (request) => {
      const { token } = parseDeclared(request, "body");
      return confirmEmailChange(deps, token, request.ip);
    },
  );

  app.delete(
    "/admin/users/:id",
    {
      schema: accountsRoute({
        summary: "Deactivate an account (admins)",
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The user, deactivated.", schema: userAnswerSchema },
      }),
    },
    async (request) => {
      const actor = requireAdmin(request);
      const id = userIdFrom(request);
      return deactivateUser(deps, actor, request.scope, id, request.ip);
    },
  );

  app.post(
    "/admin/users/:id/reactivate",
    {
      schema: accountsRoute({
        summary: "Reactivate a deactivated account, and mail its owner (admins)",
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 200, description: "The user, active again.", schema: userAnswerSchema },
      }),
    },
    async (request) => {
      const actor = requireActor(request);
      const id = userIdFrom(request);
      return reactivateUser(deps, actor, request.scope, id, request.ip);
    },
  );

  // A GET, as the product (docs/product.md#accounts) calls it; it mails, so it needs the CSRF header.
  app.get(
    "/admin/users/:id/resend_confirmation_instructions",
    {
      config: { changesState: true },
      schema: accountsRoute({
        summary: "Mail an unconfirmed account a new confirmation link",
        auth: "signed-in",
        params: pathIdParamsSchema,
        success: { status: 204, description: "Mailed.", noBody: true },
      }),
    },
    async (request, reply) => {
      const actor = requireAccountManager(request);
      const id = userIdFrom(request);
      await app.enforceRateLimit(request, "accountMailPerIp", { ip: true });
      await resendConfirmation(deps, actor, request.scope, id, {
        ip: request.ip,
        limitMailsTo: (email) => app.enforceRateLimit(request, "accountMailPerAddress", { value: email }),
      });
      return reply.code(204).send();
    },
  );
}
