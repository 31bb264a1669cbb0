/**
 * A dashboard's state in the address hash, as the product (docs/product.md#navigation-routing) writes the
 * statistics links: `#?s={search}`, the search a base64url blob of JSON.
 * The codes dashboard and the statistics dashboards share this encoding,
 * so a link built by one screen opens the other.
 */
const hashKey = "s";

/** JSON, UTF-8, base64url: safe in a path segment and a hash alike. */
export function encodeSearchBlob(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The JSON a blob holds; undefined when it is not one (the caller validates its fields). */
export function decodeSearchBlob(blob: string): unknown {
  try {
    const base64 = blob.replace(/-/g, "+").replace(/_/g, "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/** The address hash (without `#`) holding a search. */
export function searchHash(value: unknown): string {
  return `?${hashKey}=${encodeSearchBlob(value)}`;
}

/** The blob of an address hash; undefined when it holds none (a first open). */
export function searchBlobOfHash(hash: string): string | undefined {
  const query = hash.replace(/^#/, "").replace(/^\?/, "");
  return new URLSearchParams(query).get(hashKey) ?? undefined;
}
