/**
 * A path of this console to send the browser to after sign-in, or undefined.
 * Only same-origin paths pass: `//host`, `/\host` (browsers read `\` as `/`),
 * `https://...` and paths with control characters (which browsers drop, so
 * `/\t/host` becomes `//host`) would make a sign-in an open redirect.
 */
export function internalPath(value: string | undefined | null): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith("/") || value.startsWith("//")) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  return value;
}
