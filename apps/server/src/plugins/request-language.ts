import { defaultLanguage, type Language, languageFromAcceptLanguage } from "@ondine/domain";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { varyOn } from "../compression/vary-header";
import { isApiPath } from "./api-path";

declare module "fastify" {
  interface FastifyRequest {
    /** The language of text the server writes for this request (docs/decisions.md#api-contract: every request carries it). */
    language: Language;
  }
}

/** Reads Accept-Language once per request; API answers say which language they used. */
export const requestLanguagePlugin = fastifyPlugin(
  async (app: FastifyInstance) => {
    app.decorateRequest("language", defaultLanguage);
    app.addHook("onRequest", async (request) => {
      request.language = languageFromAcceptLanguage(request.headers["accept-language"]);
    });
    app.addHook("onSend", async (request, reply) => {
      if (!isApiPath(request.url)) return;
      reply.header("content-language", request.language);
      // Caches must not serve one language's answer to another (beside what else the answer varies on).
      varyOn(reply, "Accept-Language");
    });
  },
  { name: "ondine-request-language" },
);
