import { useDebouncedValue } from "@mantine/hooks";
import { useRouter } from "@tanstack/react-router";
import { useEffect, useState } from "react";

/** The time a search box waits for typing to pause before its text joins the address. */
const searchDelayMs = 300;

/**
 * A list's search box whose text lives in the address: the typed text joins
 * it once typing pauses (`commit`, given the trimmed text or `undefined`), and
 * the box follows the address when it changes under it (back button, a link).
 *
 * A pause still pending when the console leaves the page (a click on a result
 * right after typing, while the next screen's code loads) writes nothing:
 * writing the list's address then would bring the user back to the list.
 */
export function useAddressSearchBox(
  addressText: string | undefined,
  commit: (text: string | undefined) => void,
): [text: string, setText: (text: string) => void] {
  const router = useRouter();
  // The list's own path, as the box was drawn: the address the typed text may still write.
  const [pathname] = useState(() => router.latestLocation.pathname);
  const [text, setText] = useState(addressText ?? "");
  const [pausedText] = useDebouncedValue(text.trim(), searchDelayMs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the typed text writes the address.
  useEffect(() => {
    if (pausedText === (addressText ?? "")) return;
    if (router.latestLocation.pathname !== pathname) return;
    commit(pausedText || undefined);
  }, [pausedText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the address's text resets the box.
  useEffect(() => {
    if ((addressText ?? "") !== pausedText) setText(addressText ?? "");
  }, [addressText]);

  return [text, setText];
}
