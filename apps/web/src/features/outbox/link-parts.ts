export type TextPart = { kind: "text"; text: string } | { kind: "link"; href: string };

// An address runs to the next space or quote; a sentence's closing punctuation is not part of it.
const addressPattern = /https?:\/\/[^\s<>"']+/g;
const trailingPunctuation = /[.,;:!?)\]]+$/;

/** A message's text cut into plain runs and web addresses, so the addresses can be links. */
export function linkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(addressPattern)) {
    const href = match[0].replace(trailingPunctuation, "");
    const start = match.index;
    if (start > last) parts.push({ kind: "text", text: text.slice(last, start) });
    parts.push({ kind: "link", href });
    last = start + href.length;
  }
  if (last < text.length) parts.push({ kind: "text", text: text.slice(last) });
  return parts;
}
