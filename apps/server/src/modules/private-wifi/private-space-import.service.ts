import {
  type PrivateImportPreview,
  type PrivateImportPreviewAnswer,
  type PrivateImportReading,
  previewPrivateImport,
} from "@ondine/domain";
import type { Database } from "../../db";
import type { ImportFile } from "./private-space-import-file";
import { insertSpaceImport } from "./private-space-imports.repository";
import { beginSiteKeyChange, createSpaces } from "./private-space-key-changes";
import { findSiteNameKeys } from "./private-spaces.repository";
import { assertMayManagePrivateWifi, commandActorOf, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { importHasProblems, importUnreadable, noPrivateSsid } from "./private-wifi-errors";
import { type PrivateWifiSite, resolvePrivateWifiSite } from "./private-wifi-site";
import { type SiteKeyRoom, siteKeyRoom } from "./site-key-limit";

// The CSV import (docs/private-wifi.md#import): the preview and the write
// read the file with the same previewPrivateImport, against the site's names
// and free keys as they are when each runs.

/** The file read against the site now: its names taken, its free keys. */
async function readAgainstSite(
  db: Database,
  site: PrivateWifiSite,
  bytes: Uint8Array,
  keyLimit: number,
): Promise<{ reading: PrivateImportReading; room: SiteKeyRoom }> {
  const takenNameKeys = await findSiteNameKeys(db, site);
  const room = await siteKeyRoom(db, site, keyLimit);
  return { reading: previewPrivateImport(bytes, { takenNameKeys, freeKeys: room.freeKeys }), room };
}

function previewAnswer(preview: PrivateImportPreview, room: SiteKeyRoom): PrivateImportPreviewAnswer {
  return {
    encoding: preview.encoding,
    separator: preview.separator,
    ignored_columns: preview.ignoredColumns,
    lines: preview.lines,
    creatable: preview.creatable,
    with_problems: preview.withProblems,
    key_limit: room.keyLimit,
    keys_in_use: room.keysInUse,
  };
}

/**
 * `POST /ran/sites/{site_id}/spaces/import/preview`: the file's reading,
 * every line with its problems, nothing written. `readFile` is called once
 * the caller and the site are checked (403, 404), so nobody uploads a file
 * to be refused; a file that cannot be read at all answers 422.
 */
export async function previewPrivateImportFile(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  readFile: () => Promise<ImportFile>,
): Promise<PrivateImportPreviewAnswer> {
  assertMayManagePrivateWifi(caller);
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const file = await readFile();
  const { reading, room } = await readAgainstSite(deps.db, site, file.bytes, deps.keyLimit);
  if (!reading.ok) throw importUnreadable(reading.problem);
  return previewAnswer(reading.preview, room);
}

/**
 * `POST /ran/sites/{site_id}/spaces/import`: all or nothing. The file is
 * read again in one transaction, the site locked (two imports at once are
 * decided one after the other: the second finds the first one's names
 * taken); any line with a problem answers 422 with the reading and writes
 * nothing. Else one import row, a space per line (`import_id` naming it),
 * their keys pushed as one batch of commands.
 */
export async function importPrivateSpaces(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  readFile: () => Promise<ImportFile>,
): Promise<{ import_id: number; created: number }> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const file = await readFile();
  return deps.db.transaction(async (tx) => {
    const change = await beginSiteKeyChange(tx, { site, actor: commandActorOf(caller), now, keyLimit: deps.keyLimit });
    if (change.ssid === null) throw noPrivateSsid();
    const { reading, room } = await readAgainstSite(tx, site, file.bytes, deps.keyLimit);
    if (!reading.ok) throw importUnreadable(reading.problem);
    const { lines } = reading.preview;
    if (reading.preview.withProblems > 0) throw importHasProblems(previewAnswer(reading.preview, room));
    // A header and no line: nothing to import.
    if (lines.length === 0) throw importUnreadable("empty");
    const record = await insertSpaceImport(tx, {
      site,
      fileName: file.name,
      created: lines.length,
      actorUserId: caller.actor.id,
      now,
    });
    const spaces = lines.map((line) => ({ name: line.name, comment: line.comment, expiresOn: null }));
    await createSpaces(tx, change, spaces, record.id);
    return { import_id: record.id, created: lines.length };
  });
}
