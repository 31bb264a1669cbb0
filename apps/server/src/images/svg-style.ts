// The CSS an SVG may keep (a `<style>` element's text, a `style` attribute, a
// presentation attribute such as `fill`): nothing that loads from elsewhere.
// CSS has many ways to name an address (url(), image-set(), @import's bare
// string, escapes such as `\68ttps` that spell a word differently), so the
// check is an allowlist of functions over text without escapes rather than a
// list of known bad forms. Every step is a single pass: the text can be
// megabytes long.

/**
 * The CSS functions kept: colours, arithmetic, transforms, filter effects,
 * shapes, and selectors' pseudo-classes. Whatever else (`image-set`, `image`,
 * `cross-fade`, `src`, `expression`, `attr`...) may load or compute an address.
 */
const keptFunctions: ReadonlySet<string> = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "hwb",
  "lab",
  "lch",
  "oklab",
  "oklch",
  "color",
  "color-mix",
  "icc-color",
  "calc",
  "min",
  "max",
  "clamp",
  "var",
  "matrix",
  "matrix3d",
  "translate",
  "translatex",
  "translatey",
  "translatez",
  "translate3d",
  "scale",
  "scalex",
  "scaley",
  "scalez",
  "scale3d",
  "rotate",
  "rotatex",
  "rotatey",
  "rotatez",
  "rotate3d",
  "skew",
  "skewx",
  "skewy",
  "perspective",
  "blur",
  "brightness",
  "contrast",
  "drop-shadow",
  "grayscale",
  "hue-rotate",
  "invert",
  "opacity",
  "saturate",
  "sepia",
  "cubic-bezier",
  "steps",
  "rect",
  "inset",
  "circle",
  "ellipse",
  "polygon",
  "path",
  "local",
  "format",
  "not",
  "is",
  "where",
  "has",
  "lang",
  "dir",
  "nth-child",
  "nth-last-child",
  "nth-of-type",
  "nth-last-of-type",
]);

const isNameCode = (code: number) =>
  (code >= 0x61 && code <= 0x7a) || // a-z
  (code >= 0x41 && code <= 0x5a) || // A-Z
  (code >= 0x30 && code <= 0x39) || // 0-9
  code === 0x2d || // -
  code === 0x5f || // _
  code >= 0x80;

const isBlank = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0c || code === 0x0d;

/** Whether the argument of the `url(` whose parenthesis is at `open` names an element of this file: `#id`. */
function isSameDocumentUrl(css: string, open: number): boolean {
  let at = open + 1;
  while (at < css.length && isBlank(css.charCodeAt(at))) at += 1;
  if (css[at] === '"' || css[at] === "'") at += 1;
  return css[at] === "#";
}

/**
 * What in `css` may load from elsewhere, said for a refusal ("a CSS escape
 * (\)"), or null when there is nothing. Conservative on purpose: a function
 * name inside a string or comment counts as well, and backslashes are
 * refused outright, since an escape can spell any name (`@\69mport`).
 */
export function findUnsafeCss(css: string): string | null {
  if (css.includes("\\")) return "a CSS escape (\\)";
  const lower = css.toLowerCase();
  if (lower.includes("@import")) return "a style import (@import)";
  if (lower.includes("-moz-binding")) return "a style binding (-moz-binding)";
  if (/behavior\s*:/.test(lower)) return "a style behavior (behavior:)";
  // A CSS function is a name followed at once by "(": track where the name under the cursor started.
  let nameStart = 0;
  for (let at = 0; at < css.length; at += 1) {
    const code = css.charCodeAt(at);
    if (isNameCode(code)) continue;
    if (code === 0x28 && at > nameStart) {
      // ASCII case only, as CSS compares names: toLowerCase would also fold the Kelvin sign into "k".
      const name = css.slice(nameStart, at).replace(/[A-Z]/g, (letter) => letter.toLowerCase());
      if (name === "url") {
        if (!isSameDocumentUrl(css, at)) return "a style loading from elsewhere (url() other than url(#id))";
      } else if (!keptFunctions.has(name)) {
        return `a style function that may load from elsewhere (${name.slice(0, 40)}())`;
      }
    }
    nameStart = at + 1;
  }
  return null;
}
