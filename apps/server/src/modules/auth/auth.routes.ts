import type { FastifyInstance } from "fastify";
import { apiTokenRoutes } from "./api-token.routes";
import { passwordRoutes } from "./password.routes";
import { signInRoutes } from "./sign-in.routes";
import { stepUpRoutes } from "./step-up.routes";
import { twoFactorSettingsRoutes } from "./two-factor-settings.routes";

/** The identity calls of docs/api.md "Identity and accounts" that this module answers. */
export async function authRoutes(app: FastifyInstance) {
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(apiTokenRoutes);
  await app.register(twoFactorSettingsRoutes);
  await app.register(stepUpRoutes);
}
