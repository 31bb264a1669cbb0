import { storedMacOf } from "@ondine/domain";

/**
 * The longest text a scan puts in the find box: a serial or a MAC is far
 * shorter; a longer label (a product sheet's URL, a sentence) is cut.
 */
export const scannedTextMaxLength = 64;

// The separators a MAC is printed with on labels: `aa:bb:cc:dd:ee:ff`, `AA-BB-...`, Cisco's `aabb.ccdd.eeff`.
const separatedMac = /^[0-9a-f]{2}([:-])[0-9a-f]{2}(?:\1[0-9a-f]{2}){4}$/i;
const dottedMac = /^[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4}$/i;
const bareMac = /^[0-9a-f]{12}$/i;
const macInText =
  /(?:^|[^0-9a-f:.-])([0-9a-f]{2}([:-])[0-9a-f]{2}(?:\2[0-9a-f]{2}){4}|[0-9a-f]{4}\.[0-9a-f]{4}\.[0-9a-f]{4})(?![0-9a-f:.-])/i;

const serialKeys = new Set(["sn", "serial", "serialno", "serialnumber", "serialnum"]);
const macKeys = new Set(["mac", "macaddress", "macaddr", "ethmac"]);
// `SN:ABC123;MAC:aa:bb:...`, `S/N: ABC123`, `serial=ABC123`: a known key, `:` or `=`, then the value up to a separator.
const keyedField =
  /(?:^|[\s;,|&{}"'])(s\/n|sn|serial[\s_-]?(?:number|num|no)?|(?:eth[\s_-]?)?mac(?:[\s_-]?addr(?:ess)?)?)\.?["']?\s*[:=]\s*["']?([^\s;,|&{}"']+)/gi;

/** Control characters a scanner may pass on (GS1's group separator, line ends): read as spaces. */
function withoutControls(text: string): string {
  return Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f ? " " : character;
  }).join("");
}

function keyOf(raw: string): string {
  return raw.toLowerCase().replace(/[^a-z]/g, "");
}

function bounded(text: string): string {
  return text.trim().slice(0, scannedTextMaxLength).trim();
}

/**
 * A MAC in one of the printed forms, as equipment stores it (lower case,
 * colons: docs/product.md#maps-screen, the `?equipment=` of map-search.ts);
 * null for anything else. Twelve bare digits count only where `bareDigits`
 * says a MAC is expected: a label may print a serial as twelve digits.
 */
export function macOfText(text: string, bareDigits: "any" | "with-letter" = "any"): string | null {
  const candidate = text.trim();
  const isBare = bareMac.test(candidate);
  if (isBare && bareDigits === "with-letter" && !/[a-f]/i.test(candidate)) return null;
  if (!isBare && !separatedMac.test(candidate) && !dottedMac.test(candidate)) return null;
  return storedMacOf(candidate.replace(/[:.-]/g, "").toLowerCase());
}

interface LabelFields {
  serial?: string;
  mac?: string;
}

/** The serial and MAC a URL's query names (`?sn=`, `serial=`, `mac=`), its other parameters ignored. */
function fieldsOfUrl(text: string): LabelFields | null {
  if (!/^https?:\/\//i.test(text)) return null;
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    return null;
  }
  const fields: LabelFields = {};
  for (const [name, value] of address.searchParams) {
    const key = keyOf(name);
    if (!value.trim()) continue;
    if (serialKeys.has(key)) fields.serial ??= value;
    else if (macKeys.has(key)) fields.mac ??= value;
  }
  return fields;
}

/** The serial and MAC of key and value payloads: `SN:ABC123;MAC:...`, `serial=...`, a JSON object. */
function fieldsOfPayload(text: string): LabelFields {
  const fields: LabelFields = {};
  for (const [, rawKey = "", value = ""] of text.matchAll(keyedField)) {
    const key = keyOf(rawKey);
    if (serialKeys.has(key)) fields.serial ??= value;
    else if (macKeys.has(key)) fields.mac ??= value;
  }
  return fields;
}

/** What was read, as the find box searches it: a MAC the label names, else its serial. */
function queryOfFields(fields: LabelFields): string | null {
  const mac = fields.mac ? macOfText(fields.mac) : null;
  if (mac) return mac;
  const serial = fields.serial ? bounded(fields.serial) : "";
  return serial.length > 0 ? serial : null;
}

/**
 * The text the find box searches for a scanned barcode or QR code
 * (docs/product.md#maps-screen): the MAC an access point's label holds (in
 * any printed form, or named in `SN:...;MAC:...` or a URL's `?mac=`),
 * else its serial (`SN:`, `serial=`, `?sn=`), else the text itself, trimmed
 * and cut to `scannedTextMaxLength`. A MAC wins over a serial: it is written
 * the way equipment stores it, so the search finds it exactly.
 */
export function equipmentQueryOfScan(decoded: string): string {
  const text = withoutControls(decoded).trim();
  const ofUrl = fieldsOfUrl(text);
  if (ofUrl) return queryOfFields(ofUrl) ?? bounded(text);

  const ofPayload = queryOfFields(fieldsOfPayload(text));
  if (ofPayload) return ofPayload;

  // Twelve bare digits alone stay as read: more likely a serial, and the search still matches MAC digits.
  const whole = macOfText(text, "with-letter");
  if (whole) return whole;
  const within = macInText.exec(text)?.[1];
  const embedded = within ? macOfText(within) : null;
  return embedded ?? bounded(text);
}
