import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../errors/app-error";
import { declaredSchema } from "./declared-input";
import { referencePageAssetReader, referencePageAssets, referencePageHtml } from "./reference-page";
import { sendRevalidated } from "./revalidated-answer";
import { routeSchemaFor } from "./route-schema";

const referenceRoute = routeSchemaFor("Reference");

const assetParamsSchema = z.object({ asset: z.enum(referencePageAssets) });

/**
 * `GET /api/docs`: the API reference, Swagger UI reading /api/openapi.json,
 * its files served from here under the console's CSP (docs/security.md
 * "Security headers"). Public, as the document.
 */
export async function referencePageRoutes(app: FastifyInstance) {
  const page = referencePageHtml();
  const readAsset = referencePageAssetReader();

  app.get(
    "/docs",
    {
      config: { actor: "none" },
      schema: referenceRoute({
        summary: "The API reference page (Swagger UI over this document)",
        auth: "none",
        success: { status: 200, description: "The page.", mediaType: "text/html" },
      }),
    },
    async (request, reply) => sendRevalidated(request, reply, page),
  );

  app.get(
    "/docs/:asset",
    {
      config: { actor: "none" },
      schema: referenceRoute({
        summary: "A script or style sheet of the reference page",
        auth: "none",
        params: assetParamsSchema,
        success: { status: 200, description: "The file.", mediaType: ["text/javascript", "text/css"] },
      }),
    },
    async (request, reply) => {
      const parsed = declaredSchema(request, "params").safeParse(request.params);
      if (!parsed.success) throw new AppError("NOT_FOUND", "No such file of the reference page.");
      return sendRevalidated(request, reply, readAsset(parsed.data.asset));
    },
  );
}
