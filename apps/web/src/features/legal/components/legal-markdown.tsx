import { Anchor, Typography } from "@mantine/core";
import Markdown, { type Components, type UrlTransform } from "react-markdown";

// docs/legal.md: an operator's Markdown rendered safely. react-markdown writes raw HTML as text
// (no rehype-raw here, ever); links keep only http, https and mailto addresses, anything else
// (javascript:, data:, relative paths) is no link; images are never loaded, their text is shown.

const linkProtocols = new Set(["http:", "https:", "mailto:"]);

/** The address kept for a link, or "" (no link) when it is not an absolute http, https or mailto one. */
export const legalUrlTransform: UrlTransform = (url) => {
  try {
    return linkProtocols.has(new URL(url).protocol) ? url : "";
  } catch {
    return "";
  }
};

const components: Components = {
  // The page's own title is its one h1: a heading of the text comes under it.
  h1: ({ children }) => <h2>{children}</h2>,
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} rel="noreferrer">
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  img: ({ alt }) => (alt ? <span>{alt}</span> : null),
};

/** The text of a terms, privacy or legal notice page. */
export function LegalMarkdown({ markdown }: { markdown: string }) {
  return (
    <Typography>
      <Markdown urlTransform={legalUrlTransform} components={components}>
        {markdown}
      </Markdown>
    </Typography>
  );
}
