import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import fastifyPlugin from "fastify-plugin";
import { multipartFieldLimits } from "./multipart-form";

/**
 * Lets the calls of the module that registers it (not the whole app) take
 * `multipart/form-data` with files: nothing is read before the handler, which
 * reads the parts itself (`request.parts()`) once it has authorized the
 * caller, so that nobody uploads megabytes to be refused. `files` and
 * `fileSize` bound what busboy reads; a file past `fileSize` makes its
 * `toBuffer()` throw.
 */
export const multipartFilesPlugin = fastifyPlugin(
  async (app: FastifyInstance, options: { files: number; fileSize: number }) => {
    await app.register(fastifyMultipart, {
      limits: { ...multipartFieldLimits, files: options.files, fileSize: options.fileSize },
    });
  },
  { name: "ondine-multipart-files" },
);
