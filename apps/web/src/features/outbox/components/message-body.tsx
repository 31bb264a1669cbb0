import { Anchor, Text } from "@mantine/core";
import { linkParts } from "../link-parts";

/** A message's plain text with its addresses as links (confirmation, reset...), opened in a new tab. */
export function MessageBody({ text }: { text: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
      {linkParts(text).map((part, index) =>
        part.kind === "link" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Anchor key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.href}
          </Anchor>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
