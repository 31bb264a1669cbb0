import {
  accountEditBodySchema,
  canCreateAccounts,
  canManageAccounts,
  emailConfirmationBodySchema,
  languageChoiceBodySchema,
  type UserBody,
  userBodySchema,
  usersQuerySchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { parseWith } from "../../errors/parse-with";
import { requireActor, requireAdmin } from "../../plugins/authentication";
import { multipartFormPlugin } from "../../plugins/multipart-form";
import { authDependencies } from "../auth";
import type { RequestActor } from "../sessions";
import { confirmEmailChange } from "./email-change.service";
import { setOwnLanguage } from "./own-language.service";
import { createUser, updateUser } from "./user-form.service";
import { userBodyFromFormFields } from "./user-form-fields";
import { userIdFrom } from "./user-id-params";
import { deactivateUser, getUser, listUsers, resendConfirmation } from "./users.service";

/** The actor when they manage accounts (SPEC §6: admin or accounts.create), else 403. */
function requireAccountManager(request: FastifyRequest): RequestActor {
  const actor = requireActor(request);
  if (!canManageAccounts(actor)) throw new AppError("NOT_ALLOWED");
  return actor;
}

/**
 * The user form, sent as JSON or as multipart/form-data (SPEC §7), checked
 * with the console form's schema: `userBodySchema` to create,
 * `accountEditBodySchema` to edit (SPEC §5: salutation required there).
 */
function userBodyOf(request: FastifyRequest, schema: typeof userBodySchema | typeof accountEditBodySchema): UserBody {
  return parseWith(schema, request.isMultipart() ? userBodyFromFormFields(request.body) : request.body);
}

/** SPEC §7 accounts calls (docs/api.md "Identity and accounts"); log-as is in log-as.routes.ts. */
export async function usersRoutes(app: FastifyInstance) {
  await app.register(multipartFormPlugin);
  const deps = authDependencies(app);
  const requestContext = (request: FastifyRequest) => ({ ip: request.ip, language: request.language });

  app.get("/users", async (request, reply) => {
    const actor = requireAccountManager(request);
    const query = parseWith(usersQuerySchema, request.query);
    reply.header("cache-control", "no-store");
    return listUsers(deps.db, actor, request.scope, query);
  });

  app.post("/users", async (request, reply) => {
    const actor = requireActor(request);
    if (!canCreateAccounts(actor)) throw new AppError("NOT_ALLOWED");
    const body = userBodyOf(request, userBodySchema);
    const user = await createUser(deps, actor, request.scope, body, requestContext(request));
    return reply.code(201).send(user);
  });

  app.get("/users/:id", async (request, reply) => {
    const actor = requireActor(request);
    const id = userIdFrom(request.params);
    reply.header("cache-control", "no-store");
    return getUser(deps.db, actor, request.scope, id);
  });

  app.patch("/users/:id", async (request) => {
    const actor = requireActor(request);
    const id = userIdFrom(request.params);
    const body = userBodyOf(request, accountEditBodySchema);
    return updateUser(deps, actor, request.scope, id, body, requestContext(request));
  });

  // The account page's language choice, for the caller's own account (applied at their next sign-in).
  app.patch("/users/language", async (request, reply) => {
    const actor = requireActor(request);
    const { language } = parseWith(languageChoiceBodySchema, request.body);
    await setOwnLanguage(deps.db, actor, language, deps.now());
    return reply.code(204).send();
  });

  // The link mailed to a new address (docs/security.md "E-mail change"); no session needed.
  app.put("/users/email_confirmation", async (request) => {
    const { token } = parseWith(emailConfirmationBodySchema, request.body);
    return confirmEmailChange(deps, token, request.ip);
  });

  app.delete("/admin/users/:id", async (request) => {
    const actor = requireAdmin(request);
    const id = userIdFrom(request.params);
    return deactivateUser(deps, actor, request.scope, id, request.ip);
  });

  // A GET, as SPEC §7 calls it; it mails, so it needs the CSRF header.
  app.get(
    "/admin/users/:id/resend_confirmation_instructions",
    { config: { changesState: true } },
    async (request, reply) => {
      const actor = requireAccountManager(request);
      const id = userIdFrom(request.params);
      await app.enforceRateLimit(request, "accountMailPerIp", { ip: true });
      await resendConfirmation(deps, actor, request.scope, id, {
        ip: request.ip,
        limitMailsTo: (email) => app.enforceRateLimit(request, "accountMailPerAddress", { value: email }),
      });
      return reply.code(204).send();
    },
  );
}
