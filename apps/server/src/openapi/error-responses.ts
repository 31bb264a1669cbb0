import { apiErrorBodySchema, errorCodes, errorStatusByCode } from "@ondine/domain";
import { type JsonSchema, jsonSchemaOf, type SharedSchemas } from "./json-schema";
import type { RouteSchema } from "./route-schema";

const errorResponseRef = "#/components/responses/Error";

/** The table (docs/product.md#errors), as the Error answer's description lists it. */
const codeTable = errorCodes.map((code) => `- ${errorStatusByCode[code]} \`${code}\``).join("\n");

/** `components.schemas.Error` from the domain's body schema, its `code` one of those in docs/product.md#errors. */
export function errorSchema(shared: SharedSchemas): JsonSchema {
  const schema = jsonSchemaOf(apiErrorBodySchema, { io: "output", namePrefix: "Error", shared });
  const properties = schema.properties as Record<string, JsonSchema>;
  return { ...schema, properties: { ...properties, code: { type: "string", enum: errorCodes } } };
}

/** `components.responses.Error`: the one body of every error answer. */
export const errorResponse = {
  description:
    "The error: a docs/product.md#errors `code`, a `message` for developers (English), and `errors` mapping each " +
    `field at fault (dotted path) to i18n keys, \`{}\` when none is.\n\n${codeTable}`,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
} as const;

const errorAnswer = (description: string) => ({ $ref: errorResponseRef, description });

/**
 * The error answers a call's declaration implies (docs/api.md "Errors");
 * `default` covers the others it may give (403 for a role, 404 out of
 * scope, 429, 500...).
 */
export function errorResponsesOf(schema: RouteSchema): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  if (schema.body || schema.consumes) answers[400] = errorAnswer("The body cannot be read (`WRONG_PARAMETERS`).");
  if (schema.auth !== "none") answers[401] = errorAnswer("No valid session or token (`NOT_AUTHORIZED`).");
  if (schema.auth === "signed-in" || schema.auth === "browser-session") {
    answers[403] = errorAnswer(
      schema.auth === "browser-session"
        ? "Refused: through an API token, without the role, or without the CSRF header (`NOT_ALLOWED`)."
        : "Refused: without the role, or without the CSRF header (`NOT_ALLOWED`).",
    );
  }
  if (schema.params) answers[404] = errorAnswer("No such thing, or none within the caller's scope (`NOT_FOUND`).");
  if (schema.body || schema.querystring) {
    answers[422] = errorAnswer("A field breaks a rule (`INVALID_PARAMETERS`); `errors` names each.");
  }
  answers.default = errorAnswer("Any other error of docs/product.md#errors.");
  return answers;
}
