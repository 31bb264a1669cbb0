// Private Wi-Fi spaces (docs/private-wifi.md): a personal network key per room
// or resident on a site's shared SSID. The codes and limits both sides read.

/** Where a space stands: its key works on the site, or its expiry day has passed and the key was withdrawn. */
export const privateSpaceStates = ["active", "expired"] as const;
export type PrivateSpaceState = (typeof privateSpaceStates)[number];

/**
 * Where the site stands with the space's key (docs/private-wifi.md#commands):
 * waiting (a command carries the last change and no result came yet),
 * applied (the collector applied the last change), failed (the last try
 * failed or expired: the retry job sends it again).
 */
export const privateSpacePushStates = ["waiting", "applied", "failed"] as const;
export type PrivateSpacePushState = (typeof privateSpacePushStates)[number];

/** The list's sort keys; the default is by name. */
export const privateSpaceSorts = ["name", "created_at", "expires_on", "devices"] as const;
export type PrivateSpaceSort = (typeof privateSpaceSorts)[number];

/** What a bulk call does to the selected spaces. */
export const privateSpaceBulkActions = ["delete", "reset", "set_expiry"] as const;
export type PrivateSpaceBulkAction = (typeof privateSpaceBulkActions)[number];

/** The file formats the spaces export to. */
export const privateSpaceExportFormats = ["csv", "xlsx"] as const;
export type PrivateSpaceExportFormat = (typeof privateSpaceExportFormats)[number];

/**
 * A personal key (WPA2-PSK rules: 8 to 63 printable ASCII characters). The
 * generated ones are 12 characters from an alphabet without look-alikes
 * (no 0/O, 1/l/I), since residents copy them from a printed card.
 */
export const privateKeyRules = {
  minLength: 8,
  maxLength: 63,
  generatedLength: 12,
  alphabet: "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789",
  /** A generated key that collides with one of the site's is drawn again, at most this many times. */
  maxDraws: 20,
} as const;

export const privateWifiLimits = {
  nameMaxLength: 64,
  commentMaxLength: 255,
  /** A site's live keys (spaces not expired, and deleted ones not yet withdrawn) by default: the cap Meraki and Ruckus document. */
  defaultSiteKeyLimit: 5000,
  /** The largest CSV file an import reads, in bytes. */
  importMaxBytes: 2 * 1024 * 1024,
  /** The most data lines one import holds (the header not counted). */
  importMaxLines: 5000,
  /** A bulk call's explicit selection, at most (beyond it: "all matching"). */
  bulkMaxIds: 5000,
  /** Spaces per page of the list. */
  pageSize: 50,
  /** Key changes carried by one command to the collector. */
  changesPerCommand: 500,
  /** Devices kept per space (the latest report's). */
  devicesPerSpace: 64,
} as const;

/**
 * Why a CSV line cannot be imported (docs/private-wifi.md#import); each is an
 * i18n key under `privateWifi.import.problems`.
 */
export const privateImportLineProblems = [
  "name_missing",
  "name_too_long",
  "comment_too_long",
  "name_repeated",
  "name_taken",
  "over_key_limit",
  "bad_encoding",
] as const;
export type PrivateImportLineProblem = (typeof privateImportLineProblems)[number];

/** Why a whole CSV file cannot be read (no line shown): i18n keys under `privateWifi.import.fileProblems`. */
export const privateImportFileProblems = ["empty", "too_large", "too_many_lines", "no_name_column"] as const;
export type PrivateImportFileProblem = (typeof privateImportFileProblems)[number];

/** The encodings an import reads; anything not valid UTF-8 is read as Latin-1. */
export const privateImportEncodings = ["utf-8", "latin-1"] as const;
export type PrivateImportEncoding = (typeof privateImportEncodings)[number];

export const privateImportSeparators = [";", ","] as const;
export type PrivateImportSeparator = (typeof privateImportSeparators)[number];

/**
 * The errors of the private Wi-Fi calls (422 unless said), i18n keys under
 * `privateWifi.errors`.
 */
export const privateWifiErrors = {
  /** The name is already another space's on this site (case and accents aside). */
  nameTaken: "privateWifi.errors.name_taken",
  /** Creating (or bringing back) these spaces would pass the site's key limit. */
  keyLimit: "privateWifi.errors.key_limit",
  /** The expiry day is before today (Paris). */
  expiryInPast: "privateWifi.errors.expiry_in_past",
  /** The import has lines with problems: nothing was written. */
  importHasProblems: "privateWifi.errors.import_has_problems",
  /** The file cannot be read at all. */
  importUnreadable: "privateWifi.errors.import_unreadable",
  /** No fresh key could be drawn (the site's keys crowd the alphabet: practically never). */
  noFreshKey: "privateWifi.errors.no_fresh_key",
  /** The site has no private SSID (its `RAN` wlan) to put keys on. */
  noPrivateSsid: "privateWifi.errors.no_private_ssid",
  /** A space linked to a hotel room cannot be deleted while the room exists (docs/private-wifi.md#rooms). */
  roomLinked: "privateWifi.errors.room_linked",
  /** Private access (`with_ran_access`) needs a code made on a site, not an organism (docs/private-wifi.md#codes). */
  codeNeedsSite: "privateWifi.errors.code_needs_site",
  /** A bulk call's selection no longer holds the count its confirmation said (409): nothing was done. */
  selectionChanged: "privateWifi.errors.selection_changed",
  /** A new key for a space whose expiry day is over: set a later day first, which brings its key back. */
  spaceExpired: "privateWifi.errors.space_expired",
} as const;
