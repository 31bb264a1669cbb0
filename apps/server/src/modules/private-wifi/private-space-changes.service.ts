import {
  type PrivateSpace,
  type PrivateSpaceCreate,
  type PrivateSpaceUpdate,
  tidyPrivateSpaceName,
} from "@ondine/domain";
import type { Database } from "../../db";
import { findRoomNames } from "../iot";
import { presentPrivateSpace } from "./private-space.presenter";
import {
  beginSiteKeyChange,
  createSpaces,
  deleteSpaces,
  describeSpace,
  isResettable,
  resetSpaces,
  type SiteKeyChange,
  setSpacesExpiry,
} from "./private-space-key-changes";
import { findCallerSpace } from "./private-space-lookup";
import { expiryErrors, nameErrors } from "./private-space-rules";
import { findSiteSpaces, type PrivateSpaceRow } from "./private-spaces.repository";
import { assertMayManagePrivateWifi, commandActorOf, type PrivateWifiCaller } from "./private-wifi-caller";
import type { PrivateWifiDependencies } from "./private-wifi-dependencies";
import { noPrivateSsid, noSuchSpace, refuseBrokenRules, spaceExpired } from "./private-wifi-errors";
import { type PrivateWifiSite, resolvePrivateWifiSite } from "./private-wifi-site";

// One space's changes (docs/private-wifi.md#calls): each in one transaction,
// the site locked, the space's key changes pushed to the site's collector.

/** The space as it now reads in `tx`, presented. */
async function presentedAfter(tx: Database, site: PrivateWifiSite, id: number, now: Date): Promise<PrivateSpace> {
  const [row] = await findSiteSpaces(tx, site, [id]);
  if (!row) throw new Error(`private space ${id} vanished inside its own transaction`);
  return presentPrivateSpace(row, await findRoomNames(tx, site, row.iotRoomId === null ? [] : [row.iotRoomId]), now);
}

/**
 * `POST /ran/sites/{site_id}/spaces`: a space with a fresh key, pushed. The
 * site in scope (404), with a private SSID (422 `no_private_ssid`); its
 * name free on the site and its expiry day not past (both told at once),
 * then the key limit (422 `key_limit`).
 */
export async function createPrivateSpace(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  siteId: number,
  input: PrivateSpaceCreate,
): Promise<PrivateSpace> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const site = await resolvePrivateWifiSite(deps.db, caller, siteId);
  const name = tidyPrivateSpaceName(input.name);
  return deps.db.transaction(async (tx) => {
    const change = await beginSiteKeyChange(tx, { site, actor: commandActorOf(caller), now, keyLimit: deps.keyLimit });
    if (change.ssid === null) throw noPrivateSsid();
    refuseBrokenRules({ ...(await nameErrors(tx, site, name)), ...expiryErrors(input.expires_on, undefined, now) });
    const [row] = await createSpaces(tx, change, [{ name, comment: input.comment, expiresOn: input.expires_on }]);
    if (!row) throw new Error("createPrivateSpace: no row written");
    return presentedAfter(tx, site, row.id, now);
  });
}

/**
 * A change of one space of the caller's sites (another customer's, or one
 * deleted meanwhile: 404): in one transaction, its site locked, then the
 * space; `change` writes it and pushes what it changed.
 */
async function changeOneSpace<T>(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
  change: (tx: Database, keyChange: SiteKeyChange, space: PrivateSpaceRow) => Promise<T>,
): Promise<T> {
  assertMayManagePrivateWifi(caller);
  const now = deps.now();
  const { site } = await findCallerSpace(deps.db, caller, id);
  return deps.db.transaction(async (tx) => {
    const keyChange = await beginSiteKeyChange(tx, {
      site,
      actor: commandActorOf(caller),
      now,
      keyLimit: deps.keyLimit,
    });
    const [space] = await findSiteSpaces(tx, site, [id], { forUpdate: true });
    if (!space) throw noSuchSpace();
    return change(tx, keyChange, space);
  });
}

/**
 * `PATCH /ran/spaces/{id}`: what is sent changes. A name another space of
 * the site has, or an expiry day before today, answers 422 (both at once; a
 * day left as it was is not checked again). A later day, or none, on an
 * expired space brings its key back (the key limit permitting).
 */
export function updatePrivateSpace(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
  input: PrivateSpaceUpdate,
): Promise<PrivateSpace> {
  return changeOneSpace(deps, caller, id, async (tx, change, space) => {
    const name = input.name === undefined ? space.name : tidyPrivateSpaceName(input.name);
    const expiresOn = input.expires_on === undefined ? space.expiresOn : input.expires_on;
    refuseBrokenRules({
      ...(input.name === undefined ? {} : await nameErrors(tx, change.site, name, space.id)),
      ...expiryErrors(expiresOn, space.expiresOn, change.now),
    });
    await describeSpace(tx, change, space, { name, comment: input.comment ?? space.comment });
    if (expiresOn !== space.expiresOn) await setSpacesExpiry(tx, change, [space], expiresOn);
    return presentedAfter(tx, change.site, space.id, change.now);
  });
}

/** `DELETE /ran/spaces/{id}`: a tombstone until the site has withdrawn the key; one linked to a room: 422 `room_linked`. */
export async function deletePrivateSpace(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
): Promise<void> {
  await changeOneSpace(deps, caller, id, (tx, change, space) => deleteSpaces(tx, change, [space]));
}

/** `POST /ran/spaces/{id}/reset`: a new key at once, pushed; an expired space: 422 `space_expired`. */
export function resetPrivateSpaceKey(
  deps: PrivateWifiDependencies,
  caller: PrivateWifiCaller,
  id: number,
): Promise<PrivateSpace> {
  return changeOneSpace(deps, caller, id, async (tx, change, space) => {
    if (!isResettable(space, change.now)) throw spaceExpired();
    await resetSpaces(tx, change, [space]);
    return presentedAfter(tx, change.site, space.id, change.now);
  });
}
