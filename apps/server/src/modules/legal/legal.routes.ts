import {
  type LegalPageAnswer,
  legalPageAnswerSchema,
  legalPageMaxBytes,
  legalPages,
  supportedLanguages,
} from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../errors/app-error";
import { declaredSchema, parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { readLegalPage } from "./legal-content";

export const legalPageParamsSchema = z.object({ page: z.enum(legalPages) });
export const legalPageQuerySchema = z.object({ language: z.enum(supportedLanguages).optional() });

/** docs/legal.md: the browser keeps a page 5 minutes; a replaced file shows after that at most. */
const legalPageCaching = "public, max-age=300";

/**
 * `GET /api/legal/{page}?language=` (docs/legal.md): the terms, the privacy page or the legal
 * notice, open to anyone, signed in or out.
 */
export async function legalRoutes(app: FastifyInstance) {
  const contentDir = app.config.legalContentDir;
  const schema = routeSchemaFor("Legal")({
    summary: "The terms, privacy page or legal notice, as Markdown",
    description:
      "In the language asked (`language`, else the request's `Accept-Language`), else in English, else in French: the first that has a file. 404 for a page that has none.",
    auth: "none",
    params: legalPageParamsSchema,
    querystring: legalPageQuerySchema,
    success: { status: 200, description: "The page's text and when it last changed.", schema: legalPageAnswerSchema },
  });
  app.get("/legal/:page", { config: { actor: "none" }, schema }, async (request, reply) => {
    const params = declaredSchema(request, "params").safeParse(request.params);
    if (!params.success) throw new AppError("NOT_FOUND", "No such legal page.");
    const query = parseDeclared(request, "querystring");
    const { page } = params.data;
    const read = await readLegalPage(contentDir, page, query.language ?? request.language);
    if (read.kind === "too_large") {
      // The operator's file, not the caller's fault: said in the log, not served (docs/legal.md).
      request.log.error(
        { path: read.path, bytes: read.bytes, maxBytes: legalPageMaxBytes },
        "A legal page's file is too long to serve",
      );
      throw new AppError("NOT_FOUND", "No such legal page.");
    }
    if (read.kind === "missing") throw new AppError("NOT_FOUND", "No such legal page.");
    const answer: LegalPageAnswer = {
      page,
      language: read.language,
      markdown: read.markdown,
      updated_at: read.updatedAt.toISOString(),
    };
    return reply.header("cache-control", legalPageCaching).send(answer);
  });
}
