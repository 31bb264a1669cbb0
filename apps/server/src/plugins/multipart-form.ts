import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { nestBracketFields } from "./bracket-fields";

/** The fields a multipart form may carry, as many and as long as the forms need (`multipart-files.ts` too). */
export const multipartFieldLimits = { fields: 500, parts: 500, fieldSize: 100_000 } as const;

/**
 * Lets the calls of the module that registers it (not the whole app) also
 * take `multipart/form-data` with bracket-notation fields: the body reaches
 * the route as the nested object a JSON body would be, values as strings.
 * No files: the forms that use it have none.
 */
export const multipartFormPlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    await app.register(fastifyMultipart, {
      attachFieldsToBody: "keyValues",
      limits: { ...multipartFieldLimits, files: 0 },
    });
    app.addHook("preValidation", async (request) => {
      if (request.isMultipart() && typeof request.body === "object" && request.body !== null) {
        request.body = nestBracketFields(request.body as Record<string, unknown>);
      }
    });
  },
  { name: "ondine-multipart-form" },
);
