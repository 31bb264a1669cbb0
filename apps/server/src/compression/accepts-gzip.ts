/**
 * Whether a request's `Accept-Encoding` lets the answer be gzip
 * (RFC 9110 §12.5.3): `gzip` (or its old name `x-gzip`) with a weight above
 * 0, else `*` with a weight above 0. No header, or a listing without either,
 * means the plain bytes.
 */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  let anyWeight: number | undefined;
  for (const listed of acceptEncoding.split(",")) {
    const [name = "", ...parameters] = listed.split(";");
    const coding = name.trim().toLowerCase();
    if (coding !== "gzip" && coding !== "x-gzip" && coding !== "*") continue;
    const weight = weightOf(parameters);
    if (coding !== "*") return weight > 0;
    anyWeight = weight;
  }
  return anyWeight !== undefined && anyWeight > 0;
}

/** The `q` of a listed coding's parameters; 1 without one, 0 when unreadable (refused, to be safe). */
function weightOf(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const [key = "", value = ""] = parameter.split("=");
    if (key.trim().toLowerCase() !== "q") continue;
    const weight = Number(value.trim());
    return Number.isFinite(weight) ? weight : 0;
  }
  return 1;
}
