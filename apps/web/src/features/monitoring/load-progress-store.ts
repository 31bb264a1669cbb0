import { useSyncExternalStore } from "react";

/** Sites read so far among the organism's (docs/product.md#monitoring-screens: "progress done/total while sites load"). */
export interface LoadProgress {
  done: number;
  total: number;
}

// Kept outside React so that a screen drawn again while its read goes on
// (the address rewritten, the user back on the page) still shows how far it got.
const progressByRead = new Map<string, LoadProgress>();
const listeners = new Set<() => void>();

/** Reports how far the read named `readKey` got; null when it starts again. */
export function reportLoadProgress(readKey: string, progress: LoadProgress | null): void {
  if (progress) progressByRead.set(readKey, progress);
  else progressByRead.delete(readKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How far the read named `readKey` got, null before it knows its total. */
export function useLoadProgress(readKey: string): LoadProgress | null {
  return useSyncExternalStore(subscribe, () => progressByRead.get(readKey) ?? null);
}
