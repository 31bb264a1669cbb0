/**
 * An item of a collector's batch kept for writing, with its position in its
 * section: the writes that refuse an item (unknown equipment, a MAC taken)
 * answer its position, which the ingest turns into a rejection.
 */
export type IndexedItem<T> = { index: number; item: T };
