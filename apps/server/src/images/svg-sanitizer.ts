// An uploaded SVG read as XML and written again from an allowlist
// (svg-vocabulary.ts): what is stored and served is this output, never the
// uploaded text, so a trick the checks below miss still has to survive a
// serializer that only writes known elements and attributes.
//
// saxes reads in one pass and keeps no document type: it neither loads a DTD
// nor expands an entity beyond XML's five, so an entity it was not told of is
// an error. A document type with declarations of its own is refused outright.
// Namespaces are resolved here (svg-namespaces.ts), in constant time a name.

import { type SaxesAttributePlain, SaxesParser } from "saxes";
import { findBadDeclaration, NamespaceScope, type QualifiedName, splitName } from "./svg-namespaces";
import { findUnsafeCss } from "./svg-style";
import {
  embeddingElements,
  keptSvgElements,
  plainAttributes,
  presentationAttributes,
  refusedElements,
  svgNamespace,
  xhtmlNamespace,
  xlinkNamespace,
  xmlAttributes,
  xmlNamespace,
} from "./svg-vocabulary";

/**
 * The bounds of the work on one file, besides its size in bytes (a floor
 * plan's 5 MiB): an element count well above a detailed building's and a
 * nesting depth no editor reaches.
 */
export const svgLimits = { maxElements: 200_000, maxDepth: 256 } as const;

/** The cleaned SVG text, and its root's attributes as kept (its size is read from them). */
export type SanitizedSvg = { svg: string; rootAttributes: ReadonlyMap<string, string> };

/**
 * Why the text cannot be kept: `unsafe` names what it holds ("a script
 * element"); `unreadable` says in a sentence what is wrong with it.
 */
export type SvgProblem = { problem: "unsafe"; holds: string } | { problem: "unreadable"; message: string };

export function isSvgProblem(value: SanitizedSvg | SvgProblem): value is SvgProblem {
  return "problem" in value;
}

/** Thrown from the parser's handlers to stop at the first problem. */
class SvgProblemFound extends Error {
  constructor(readonly found: SvgProblem) {
    super(found.problem === "unsafe" ? found.holds : found.message);
  }
}

const unsafe = (holds: string) => new SvgProblemFound({ problem: "unsafe", holds });
const unreadable = (message: string) => new SvgProblemFound({ problem: "unreadable", message });

const escapedCharacters: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  // Written as references so that parsing the output again gives the same value (a literal one reads as a blank).
  "\t": "&#9;",
  "\n": "&#10;",
  "\r": "&#13;",
};
const textToEscape = /[&<>]/g;
const attributeToEscape = /[&<>"\t\n\r]/g;
const escapeCharacter = (character: string) => escapedCharacters[character] ?? "";
// Most values need no escape: testing first spares a replace on each of 100,000 elements.
const escapeText = (text: string) => (/[&<>]/.test(text) ? text.replace(textToEscape, escapeCharacter) : text);
const escapeAttribute = (value: string) =>
  /[&<>"\t\n\r]/.test(value) ? value.replace(attributeToEscape, escapeCharacter) : value;

/** A PNG or JPEG image written into the file itself, in base64. */
const embeddedImage = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/=\s]*$/i;

/**
 * An address without the C0 controls and spaces a URL parser strips from its
 * ends; other blanks (a no-break space) stay, as they make a relative address.
 * A loop, since a trimming pattern anchored at the end backtracks on long runs.
 */
function trimAddress(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && value.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && value.charCodeAt(end - 1) <= 0x20) end -= 1;
  return value.slice(start, end);
}

/**
 * What an `href` points to that a floor plan may not hold, or null: an
 * element of this file (`#room`) is fine, and on `<image>` an embedded PNG
 * or JPEG. Everything else would load from elsewhere, including forms a
 * browser reads as an address (`\\evil.example/x`, blanks inside
 * `java\tscript:`).
 */
function findUnsafeLink(value: string, element: string): string | null {
  const link = trimAddress(value);
  if (link.startsWith("#")) return null;
  if (embeddingElements.has(element) && embeddedImage.test(link)) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip these inside a scheme, so must the check.
  if (/^javascript:/i.test(link.replace(/[\u0000-\u0020]/g, ""))) return "a javascript: address";
  return "a link to another file or site (a link must be #id, or an embedded PNG or JPEG)";
}

/** An attribute once its prefix is resolved: `uri` "" for one without a prefix. */
type Attribute = { uri: string; local: string; value: string };

/**
 * Refuses an SVG or XHTML element that runs script, animates or embeds a
 * document, or one with an event handler or a link outside the file, whether
 * or not the element would be kept.
 */
function checkMarkup(element: string, attributes: readonly Attribute[]): void {
  const refused = refusedElements.get(element.toLowerCase());
  if (refused !== undefined) throw unsafe(refused);
  let linkProblem: string | null = null;
  for (const { uri, local, value } of attributes) {
    if (uri === "" && /^on/i.test(local)) throw unsafe("an event handler attribute (on...=)");
    if (linkProblem === null && local === "href" && (uri === "" || uri === xlinkNamespace)) {
      linkProblem = findUnsafeLink(value, element);
    }
  }
  if (linkProblem !== null) throw unsafe(linkProblem);
}

/**
 * A kept element's attributes as written (` name="value"`): those
 * svg-vocabulary.ts names, CSS-valued ones checked first; `xlink:href`
 * under its usual prefix, declared on the root. Two names of one namespace
 * under two prefixes would be written as one name twice: unreadable.
 */
function writeAttributes(attributes: readonly Attribute[]): { written: string; usesXlink: boolean } {
  let written = "";
  let usesXlink = false;
  let prefixed: Set<string> | undefined;
  for (const { uri, local, value } of attributes) {
    let name: string | null = null;
    if (uri === "") {
      if (local === "style" || presentationAttributes.has(local)) {
        const problem = findUnsafeCss(value);
        if (problem !== null) throw unsafe(problem);
        name = local;
      } else if (local === "href" || plainAttributes.has(local)) {
        name = local;
      }
    } else if (uri === xlinkNamespace && local === "href") {
      usesXlink = true;
      name = "xlink:href";
    } else if (uri === xmlNamespace && xmlAttributes.has(local)) {
      name = `xml:${local}`;
    }
    if (name === null) continue;
    if (uri !== "") {
      prefixed ??= new Set();
      if (prefixed.has(name)) throw unreadable(`An element of the SVG image has ${name} twice.`);
      prefixed.add(name);
    }
    written += ` ${name}="${escapeAttribute(value)}"`;
  }
  return { written, usesXlink };
}

/**
 * One open element: kept (written to the output) or dropped with everything
 * inside it, and the namespace prefixes it declared, released at its end.
 */
type Frame = {
  kept: boolean;
  name: string;
  attributes: string;
  startPart: number;
  isStyle: boolean;
  declared: readonly string[];
};

/** The qualified name's parts, or unreadable. */
function split(name: string) {
  const parts = splitName(name);
  if (parts === null)
    throw unreadable(`The SVG image has a name that is not a qualified name ("${name.slice(0, 40)}").`);
  return parts;
}

/**
 * Reads `text` as an SVG document and writes it again with only what
 * svg-vocabulary.ts keeps: SVG elements of static drawing and their known
 * attributes, text escaped anew, `xmlns` always declared on the root.
 * Elements of other namespaces (an editor's own, such as Inkscape's
 * `sodipodi:namedview`, or RDF metadata) are dropped with their content, as
 * are comments, processing instructions and the document type. A file that
 * holds script, an event handler, animation, a link outside itself, unsafe
 * CSS or entity declarations is refused instead, wherever it stands.
 */
export function sanitizeSvg(text: string): SanitizedSvg | SvgProblem {
  const parser = new SaxesParser();
  const namespaces = new NamespaceScope();
  const parts: string[] = [];
  const stack: Frame[] = [];
  let styleText: string[] = [];
  let elements = 0;
  let droppedDepth = 0;
  let usesXlink = false;
  let rootAttributes = new Map<string, string>();

  const resolve = (prefix: string) => {
    const uri = namespaces.resolve(prefix);
    if (uri === undefined)
      throw unreadable(`The SVG image uses the prefix "${prefix.slice(0, 40)}" without declaring it.`);
    return uri;
  };

  // The start tag's attributes in document order, as saxes reports them one by one: reading them back from
  // the tag's record (an object without prototype) was the costliest line in a profile of 100,000 paths.
  let startTagAttributes: SaxesAttributePlain[] = [];
  parser.on("opentagstart", () => {
    startTagAttributes = [];
  });
  parser.on("attribute", (attribute) => {
    startTagAttributes.push(attribute);
  });

  /** Binds the namespaces the element declares; the rest of its attributes, resolved. */
  const readAttributes = (element: string, isRoot: boolean) => {
    const declared: string[] = [];
    const named: (QualifiedName & { value: string })[] = [];
    for (const { name, value } of startTagAttributes) {
      const { prefix, local } = split(name);
      const declares = prefix === "xmlns" ? local : prefix === "" && local === "xmlns" ? "" : null;
      if (declares === null) {
        named.push({ prefix, local, value });
        continue;
      }
      const problem = findBadDeclaration(declares, value);
      if (problem !== null) throw unreadable(`The SVG image's namespaces are wrong: ${problem}.`);
      namespaces.bind(declares, value);
      declared.push(declares);
    }
    // A root `<svg>` without xmlns is taken as SVG (a browser would show nothing, but the output declares it).
    if (isRoot && element === "svg" && namespaces.resolve("") === "") {
      namespaces.bind("", svgNamespace);
      declared.push("");
    }
    // Attributes without a prefix have no namespace, whatever the default (Namespaces in XML §6.2).
    const attributes = named.map(({ prefix, local, value }) => ({
      uri: prefix === "" ? "" : resolve(prefix),
      local,
      value,
    }));
    return { declared, attributes };
  };

  parser.on("doctype", (doctype) => {
    // An internal subset declares entities (billion laughs) or default attributes: nothing a plan needs.
    if (doctype.includes("[")) throw unsafe("an entity declaration (a document type with declarations of its own)");
  });

  parser.on("opentag", (tag) => {
    elements += 1;
    if (elements > svgLimits.maxElements) {
      throw unreadable(`The SVG image holds more than ${svgLimits.maxElements} elements.`);
    }
    if (stack.length >= svgLimits.maxDepth) {
      throw unreadable(`The SVG image nests its elements more than ${svgLimits.maxDepth} deep.`);
    }
    const isRoot = stack.length === 0;
    const { declared, attributes } = readAttributes(tag.name, isRoot);
    const { prefix, local } = split(tag.name);
    const uri = resolve(prefix);
    if (isRoot && (uri !== svgNamespace || local !== "svg")) {
      throw unreadable("The SVG image's root element is not <svg>.");
    }
    if (uri === svgNamespace || uri === xhtmlNamespace) checkMarkup(local, attributes);
    const parent = stack[stack.length - 1];
    const kept = droppedDepth === 0 && !parent?.isStyle && uri === svgNamespace && keptSvgElements.has(local);
    if (!kept) {
      droppedDepth += 1;
      stack.push({ kept, name: local, attributes: "", startPart: -1, isStyle: false, declared });
      return;
    }
    const { written, usesXlink: withXlink } = writeAttributes(attributes);
    if (withXlink) usesXlink = true;
    if (isRoot) {
      const plain = attributes.filter((attribute) => attribute.uri === "");
      rootAttributes = new Map(plain.map((attribute) => [attribute.local, attribute.value]));
    }
    const isStyle = local === "style";
    // The start tag is written at the element's end, which shows whether it is empty
    // (and, for the root, whether xlink:href was used, to declare its prefix).
    stack.push({ kept, name: local, attributes: written, startPart: parts.length, isStyle, declared });
    parts.push("");
    if (isStyle) styleText = [];
  });

  const onText = (data: string) => {
    const current = stack[stack.length - 1];
    if (current === undefined || droppedDepth > 0 || data === "") return;
    // A style's text is checked whole at its end: a dropped element or a CDATA section could split a word.
    if (current.isStyle) styleText.push(data);
    else parts.push(escapeText(data));
  };
  parser.on("text", onText);
  parser.on("cdata", onText);

  parser.on("closetag", () => {
    const frame = stack.pop();
    if (frame === undefined) return;
    namespaces.release(frame.declared);
    if (!frame.kept) {
      droppedDepth -= 1;
      return;
    }
    if (frame.isStyle) {
      const css = styleText.join("");
      const problem = findUnsafeCss(css);
      if (problem !== null) throw unsafe(problem);
      if (css !== "") parts.push(escapeText(css));
    }
    const declarations =
      stack.length === 0 ? ` xmlns="${svgNamespace}"${usesXlink ? ` xmlns:xlink="${xlinkNamespace}"` : ""}` : "";
    const startTag = `<${frame.name}${declarations}${frame.attributes}`;
    if (parts.length === frame.startPart + 1) {
      parts[frame.startPart] = `${startTag}/>`;
    } else {
      parts[frame.startPart] = `${startTag}>`;
      parts.push(`</${frame.name}>`);
    }
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof SvgProblemFound) return error.found;
    const reason = error instanceof Error ? error.message.slice(0, 200) : "";
    return { problem: "unreadable", message: `The SVG image is not well-formed XML (${reason}).` };
  }
  return { svg: parts.join(""), rootAttributes };
}
