import {
  exportRowLimit,
  exportRowsHeader,
  privateImportAnswerSchema,
  privateImportHistorySchema,
  privateImportPreviewSchema,
  privateSpaceBulkAnswerSchema,
  privateSpaceBulkSchema,
  privateSpaceCardsAnswerSchema,
  privateSpaceCardsSchema,
  privateSpaceCreateSchema,
  privateSpaceDetailSchema,
  privateSpaceExportQuerySchema,
  privateSpaceKeySchema,
  privateSpaceListSchema,
  privateSpaceParamsSchema,
  privateSpaceQuerySchema,
  privateSpaceSchema,
  privateSpaceUpdateSchema,
  privateWifiLimits,
  privateWifiSiteParamsSchema,
} from "@ondine/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../errors/app-error";
import { rowIdFromPath } from "../../errors/path-id";
import { parseDeclared } from "../../openapi/declared-input";
import { routeSchemaFor } from "../../openapi/route-schema";
import { requireActor } from "../../plugins/authentication";
import { multipartFilesPlugin } from "../../plugins/multipart-files";
import { csvMediaType } from "../../spreadsheets/csv-stream";
import { xlsxMediaType } from "../../spreadsheets/workbook-stream";
import { sendExportFile } from "../exports";
import { requireRecentSecondFactor } from "../sessions";
import { bulkChangePrivateSpaces } from "./private-space-bulk.service";
import {
  createPrivateSpace,
  deletePrivateSpace,
  resetPrivateSpaceKey,
  updatePrivateSpace,
} from "./private-space-changes.service";
import { privateSpaceExportColumns, privateSpaceExportRows } from "./private-space-export";
import { importPrivateSpaces, previewPrivateImportFile } from "./private-space-import.service";
import { importMultipartLimits, readImportFile } from "./private-space-import-file";
import { printPrivateSpaceCards, revealPrivateSpaceKey } from "./private-space-keys.service";
import { getPrivateSpace, listPrivateImports, listPrivateSpaces } from "./private-space-reads.service";
import { assertMayManagePrivateWifi, type PrivateWifiCaller } from "./private-wifi-caller";
import { privateWifiDependencies } from "./private-wifi-dependencies";

const privateWifiRoute = routeSchemaFor("Private Wi-Fi");

const whoMay =
  "Admins and accounts with the `ran` role (403 otherwise, before anything is read), on a site of their scope; " +
  "another customer's site or space answers 404 (docs/private-wifi.md#roles).";
const stepUp =
  "With two-factor on, 403 `STEP_UP_REQUIRED` unless a second factor was typed in the session in the last 5 minutes " +
  '(docs/security.md "Step-up").';
const rulesFail =
  "A rule that fails answers 422 `INVALID_PARAMETERS` with the rule's code under its field " +
  '(`errors.name: ["privateWifi.errors.name_taken"]`), `_root` when none is at fault.';
const pushed =
  "Each key change is queued to the site's collector in the same transaction (`private_keys` commands): the space's " +
  "`push.state` turns `waiting` (docs/private-wifi.md#commands).";
const multipartFile =
  `The CSV file under the multipart field \`file\`, at most ${privateWifiLimits.importMaxBytes / 1_048_576} MiB and ` +
  `${privateWifiLimits.importMaxLines} lines. A file that cannot be read at all answers 422 with ` +
  '`errors.file: ["privateWifi.errors.import_unreadable", "privateWifi.import.fileProblems.<problem>"]` ' +
  '(`empty`, `too_large`, `too_many_lines`, `no_name_column`); no file, `errors.file: ["formErrors.required"]`.';

/** The caller of a private Wi-Fi call: signed in (401), with the `ran` role or an admin (403). */
function callerOf(request: FastifyRequest): PrivateWifiCaller {
  const caller = { actor: requireActor(request), scope: request.scope, ip: request.ip };
  assertMayManagePrivateWifi(caller);
  return caller;
}

/** `{site_id}` of the path; anything but an id names no site: 404. */
function siteIdOf(request: FastifyRequest): number {
  const result = privateWifiSiteParamsSchema.safeParse(request.params);
  if (!result.success) throw new AppError("NOT_FOUND", "No such site.");
  return result.data.site_id;
}

const spaceIdOf = (request: FastifyRequest) =>
  rowIdFromPath(request.params, "No such private space.", privateSpaceParamsSchema);

/**
 * The private Wi-Fi spaces' calls (docs/private-wifi.md#calls): a site's
 * spaces listed, created, changed, deleted, imported from a CSV file,
 * exported and printed, their keys revealed on demand.
 */
export async function privateWifiRoutes(app: FastifyInstance) {
  await app.register(multipartFilesPlugin, importMultipartLimits);
  const deps = privateWifiDependencies(app);

  app.get(
    "/ran/sites/:site_id/spaces",
    {
      schema: privateWifiRoute({
        summary: "A page of a site's private Wi-Fi spaces, and the site's figures",
        description:
          `At most ${privateWifiLimits.pageSize} a page, \`total_count\` the search's. \`q\`: in the name (case, accents ` +
          "and spacing aside) or the comment; `state`: `active` or `expired` (the expiry day against today, Paris); " +
          "`sort`: `name` (default), `created_at`, `expires_on` (no day last), `devices`; `order`: `asc` or `desc`. " +
          "`figures`: the site's SSID (null without one), its keys in use against its limit, the spaces by state, " +
          `devices and push. No key in the answer. ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        querystring: privateSpaceQuerySchema,
        success: { status: 200, description: "One page of spaces.", schema: privateSpaceListSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const query = parseDeclared(request, "querystring");
      reply.header("cache-control", "private, no-store");
      return listPrivateSpaces(deps, caller, siteId, query);
    },
  );

  app.post(
    "/ran/sites/:site_id/spaces",
    {
      schema: privateWifiRoute({
        summary: "Creates a private Wi-Fi space on a site, its key drawn by the server",
        description:
          "`name` (1 to 64 characters, unique on the site with case, accents and spacing aside: `name_taken`), " +
          "`comment`, `expires_on` (YYYY-MM-DD, today or later in Paris: `expiry_in_past`; null: no end). A site " +
          "without a private SSID answers `no_private_ssid`, one at its key limit `key_limit` (the message says the " +
          `limit and the keys in use). ${pushed} ${rulesFail} ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        body: privateSpaceCreateSchema,
        success: { status: 201, description: "The space (without its key).", schema: privateSpaceSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const input = parseDeclared(request, "body");
      return reply.code(201).send(await createPrivateSpace(deps, caller, siteId, input));
    },
  );

  app.get(
    "/ran/spaces/:id",
    {
      schema: privateWifiRoute({
        summary: "A private Wi-Fi space with its connected devices",
        description: `The devices of the collector's latest report, longest connected first. No key. ${whoMay}`,
        auth: "signed-in",
        params: privateSpaceParamsSchema,
        success: { status: 200, description: "The space.", schema: privateSpaceDetailSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header("cache-control", "private, no-store");
      return getPrivateSpace(deps, caller, spaceIdOf(request));
    },
  );

  app.patch(
    "/ran/spaces/:id",
    {
      schema: privateWifiRoute({
        summary: "Changes a private Wi-Fi space's name, comment or expiry day",
        description:
          "What is sent changes; `expires_on: null` clears the day. A later day, or none, on an expired space " +
          `brings its key back (the key limit permitting: \`key_limit\`) and pushes it. ${rulesFail} ${whoMay}`,
        auth: "signed-in",
        params: privateSpaceParamsSchema,
        body: privateSpaceUpdateSchema,
        success: { status: 200, description: "The space.", schema: privateSpaceSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const id = spaceIdOf(request);
      const input = parseDeclared(request, "body");
      return updatePrivateSpace(deps, caller, id, input);
    },
  );

  app.delete(
    "/ran/spaces/:id",
    {
      schema: privateWifiRoute({
        summary: "Deletes a private Wi-Fi space",
        description:
          "The space leaves the list at once; its key's withdrawal is pushed and the row goes once the site has " +
          "applied it. A space linked to a hotel room answers 422 `room_linked` while the room exists. " +
          whoMay,
        auth: "signed-in",
        params: privateSpaceParamsSchema,
        success: { status: 204, description: "Deleted.", noBody: true },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await deletePrivateSpace(deps, caller, spaceIdOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    "/ran/spaces/:id/reset",
    {
      schema: privateWifiRoute({
        summary: "Gives a private Wi-Fi space a new key",
        description:
          "A fresh key at once (a linked hotel room takes it too); the old one stops working when the site applies " +
          `the change. An expired space answers 422 \`space_expired\`: set a later day first. ${pushed} ${whoMay}`,
        auth: "signed-in",
        params: privateSpaceParamsSchema,
        success: { status: 200, description: "The space (without its key).", schema: privateSpaceSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      return resetPrivateSpaceKey(deps, caller, spaceIdOf(request));
    },
  );

  app.post(
    "/ran/spaces/:id/reveal",
    {
      // A read that the audit log records: a read-only API token may make it.
      config: { readsOnly: true },
      schema: privateWifiRoute({
        summary: "A private Wi-Fi space's key",
        description: `Written to the audit log (\`private_wifi.key_revealed\`: the site, the space). ${whoMay} ${stepUp}`,
        auth: "signed-in",
        params: privateSpaceParamsSchema,
        success: { status: 200, description: "`{id, psk}`.", schema: privateSpaceKeySchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireRecentSecondFactor(deps.db, requireActor(request), deps.now());
      reply.header("cache-control", "private, no-store");
      return revealPrivateSpaceKey(deps, caller, spaceIdOf(request));
    },
  );

  app.post(
    "/ran/sites/:site_id/spaces/bulk",
    {
      schema: privateWifiRoute({
        summary: "Deletes, resets or sets the expiry of many private Wi-Fi spaces at once",
        description:
          "`action`: `delete`, `reset` (expired spaces are left as they are) or `set_expiry` (`expires_on`, null " +
          `clears it); \`selection\`: \`{ids}\` (at most ${privateWifiLimits.bulkMaxIds}, every one the site's: one that ` +
          "is not answers 404, nothing done) or `{matching: {q, state}}` (every space the list's search finds); " +
          "`expected`: how many the confirmation said: another count answers 409 `CONFLICT` with " +
          '`errors.expected: ["privateWifi.errors.selection_changed"]`, nothing done. All or nothing, in one ' +
          `transaction. \`affected\`: the spaces changed. ${pushed} ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        body: privateSpaceBulkSchema,
        success: { status: 200, description: "`{affected}`.", schema: privateSpaceBulkAnswerSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const input = parseDeclared(request, "body");
      return bulkChangePrivateSpaces(deps, caller, siteId, input);
    },
  );

  app.post(
    "/ran/sites/:site_id/spaces/import/preview",
    {
      config: { readsOnly: true },
      schema: privateWifiRoute({
        summary: "Reads a CSV file of spaces as an import would, writing nothing",
        description:
          "Every line with its problems (`name_missing`, `name_too_long`, `comment_too_long`, `name_repeated`, " +
          "`name_taken`, `over_key_limit`, `bad_encoding`), the encoding and separator read, the columns left out, " +
          `and the site's keys against its limit (docs/private-wifi.md#import). ${multipartFile} ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        consumes: ["multipart/form-data"],
        success: { status: 200, description: "The file's reading.", schema: privateImportPreviewSchema },
      }),
    },
    async (request) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      return previewPrivateImportFile(deps, caller, siteId, () => readImportFile(request));
    },
  );

  app.post(
    "/ran/sites/:site_id/spaces/import",
    {
      schema: privateWifiRoute({
        summary: "Imports a CSV file of spaces, all or nothing",
        description:
          "The file is read again as the preview does, the site locked (two imports at once are decided one after " +
          "the other). Any line with a problem writes nothing and answers 422 with " +
          '`errors.file: ["privateWifi.errors.import_has_problems"]` (and `errors._root: ["privateWifi.errors.key_limit"]` ' +
          "past the key limit) and the reading as `preview`. Else a space per line, their keys pushed as one batch. " +
          `${multipartFile} ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        consumes: ["multipart/form-data"],
        success: { status: 201, description: "`{import_id, created}`.", schema: privateImportAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      return reply.code(201).send(await importPrivateSpaces(deps, caller, siteId, () => readImportFile(request)));
    },
  );

  app.get(
    "/ran/sites/:site_id/imports",
    {
      schema: privateWifiRoute({
        summary: "A site's past imports of spaces",
        description: `Newest first: the file's name, the spaces created, by whom and when. ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        success: { status: 200, description: "`{items}`.", schema: privateImportHistorySchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      reply.header("cache-control", "private, no-store");
      return listPrivateImports(deps, caller, siteIdOf(request));
    },
  );

  app.get(
    "/ran/sites/:site_id/spaces/export",
    {
      schema: privateWifiRoute({
        summary: "A site's private Wi-Fi spaces as a spreadsheet",
        description:
          "The list's `q` and `state`, by name; `format` `csv` (default) or `xlsx`, headers in the request's " +
          "language. Columns: name, comment, expired, last day, devices, created; the key only with `with_keys=1`, " +
          "each such file written to the audit log (`private_wifi.keys_exported`). " +
          `At most ${exportRowLimit.toLocaleString("en")} rows. \`${exportRowsHeader}\` gives the rows. ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        querystring: privateSpaceExportQuerySchema,
        success: {
          status: 200,
          description: "The file (CSV or xlsx), streamed.",
          mediaType: [csvMediaType, xlsxMediaType],
        },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const query = parseDeclared(request, "querystring");
      const now = deps.now();
      const rows = await privateSpaceExportRows(deps, caller, siteId, query);
      return sendExportFile(reply, {
        list: "private_spaces",
        columns: privateSpaceExportColumns(query.with_keys === "1"),
        rows,
        format: query.format,
        language: request.language,
        now,
      });
    },
  );

  app.post(
    "/ran/sites/:site_id/spaces/cards",
    {
      config: { readsOnly: true },
      schema: privateWifiRoute({
        summary: "The cards of private Wi-Fi spaces, with their keys",
        description:
          "`selection` as the bulk call's (`{ids}`, every one the site's, or `{matching: {q, state}}`): each space's " +
          "name, key and expiry day by name, with the site's name and SSID (422 `no_private_ssid` without one), for " +
          `the print page's QR codes. Written to the audit log (\`private_wifi.cards_printed\`). ${whoMay}`,
        auth: "signed-in",
        params: privateWifiSiteParamsSchema,
        body: privateSpaceCardsSchema,
        success: { status: 200, description: "The cards.", schema: privateSpaceCardsAnswerSchema },
      }),
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const siteId = siteIdOf(request);
      const input = parseDeclared(request, "body");
      reply.header("cache-control", "private, no-store");
      return printPrivateSpaceCards(deps, caller, siteId, input);
    },
  );
}
