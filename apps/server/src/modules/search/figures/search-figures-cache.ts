import { LRUCache } from "lru-cache";
import { scopeCacheKey } from "../../../cache/scope-cache-key";
import type { Scope } from "../../../scope/scope";
import type { AggResult } from "../aggregations/agg-results";
import type { CodeChange } from "./code-changes";

/** What a search answers besides its page of hits: the total and the aggregations. */
export type SearchFigures = {
  readonly total: { readonly value: number; readonly relation: "eq" | "gte" } | undefined;
  readonly aggregations: Readonly<Record<string, AggResult>>;
};

export type FiguresCacheSettings = {
  /** An entry is read again from the database after this long, whatever the notifications said. */
  readonly maxAgeMs: number;
  readonly maxEntries: number;
  /** Characters of JSON all entries hold together; an entry over a tenth of it is not kept. */
  readonly maxChars: number;
};

export const defaultFiguresCacheSettings: FiguresCacheSettings = {
  maxAgeMs: 60_000,
  maxEntries: 2_000,
  maxChars: 16_000_000,
};

/** Changes remembered for the searches still running: one that started before the oldest of them does not store. */
const rememberedChanges = 1_000;

type Entry = { readonly figures: SearchFigures; readonly scopeKey: string };

/** The entries of one scope, and what the scope holds, to drop them when its codes change. */
type ScopeEntries = {
  readonly unscoped: boolean;
  readonly organismIds: ReadonlySet<number>;
  readonly siteIds: ReadonlySet<number>;
  readonly keys: Set<string>;
};

/** A change, numbered in the order this process learnt of it. */
type NumberedChange = { readonly number: number; readonly change: CodeChange };

/** A mark taken before a search reads its figures: `store` compares it with the changes learnt since. */
export type FiguresLoad = { readonly changesSeen: number };

/**
 * The totals and aggregations of code searches (docs/search.md "Figures
 * kept between searches"), per caller scope and search without its paging,
 * so that a search that only pages reads one page. An entry goes when a
 * code of its scope changes: at the write, in the writing process
 * (`forget`), and everywhere through the codes table's notifications. It is
 * trusted only while this process listens to them (`listening`): lost,
 * every entry goes and none is kept until it listens again. Entries also
 * expire after `maxAgeMs` (a renamed offer or site, which no code
 * notification announces), and the cache is bounded by entries and size.
 *
 * A search that started before a change of its scope was learnt may have
 * read the codes before it: it does not store what it read (`FiguresLoad`).
 */
export class SearchFiguresCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly scopes = new Map<string, ScopeEntries>();
  private listening = false;
  /** How many changes this process learnt of (listening's losses and returns count as changes of everything). */
  private changesSeen = 0;
  private readonly recentChanges: NumberedChange[] = [];

  constructor(settings: FiguresCacheSettings = defaultFiguresCacheSettings) {
    this.entries = new LRUCache<string, Entry>({
      max: settings.maxEntries,
      ttl: settings.maxAgeMs,
      maxSize: settings.maxChars,
      maxEntrySize: Math.floor(settings.maxChars / 10),
      sizeCalculation: (entry) => Math.max(1, JSON.stringify(entry.figures).length),
      dispose: (entry, key) => this.unindex(entry.scopeKey, key),
    });
  }

  /** Whether entries are kept and served: this process hears the codes' changes. */
  get enabled(): boolean {
    return this.listening;
  }

  /** How many entries are held (tests, logs). */
  get size(): number {
    return this.entries.size;
  }

  /** The figures of a search kept for `scope`, if any; `key` names the search (`figuresKeyOf`). */
  get(scope: Scope, key: string): SearchFigures | undefined {
    if (!this.listening) return undefined;
    return this.entries.get(this.entryKey(scope, key))?.figures;
  }

  /** Taken before reading figures from the database, handed back to `store`. */
  startLoad(): FiguresLoad {
    return { changesSeen: this.changesSeen };
  }

  /** Keeps what a search read, unless a change of its scope was learnt since `load` (it may predate it). */
  store(scope: Scope, key: string, figures: SearchFigures, load: FiguresLoad): void {
    if (!this.listening || this.changedSince(scope, load.changesSeen)) return;
    const scopeKey = scopeCacheKey(scope);
    const entryKey = this.entryKey(scope, key);
    this.entries.set(entryKey, { figures, scopeKey });
    // Kept (not refused by its size): index it under its scope.
    if (this.entries.has(entryKey)) this.index(scope, scopeKey, entryKey);
  }

  /** Drops the entries of every scope that holds a changed code. */
  forget(change: CodeChange): void {
    this.learn(change);
    if (change === "all") {
      this.entries.clear();
      return;
    }
    for (const scope of [...this.scopes.values()]) {
      if (scope.unscoped || holdsChange(scope, change)) {
        for (const key of [...scope.keys]) this.entries.delete(key);
      }
    }
  }

  /** The process listens to the codes' notifications (again): what it held before may be stale. */
  startListening(): void {
    this.forget("all");
    this.listening = true;
  }

  /** The listening connection is lost: changes made meanwhile go unheard, so nothing is kept or served. */
  stopListening(): void {
    this.listening = false;
    this.forget("all");
  }

  private entryKey(scope: Scope, key: string): string {
    return `${scopeCacheKey(scope)}\n${key}`;
  }

  private learn(change: CodeChange): void {
    this.changesSeen += 1;
    this.recentChanges.push({ number: this.changesSeen, change });
    if (this.recentChanges.length > rememberedChanges) this.recentChanges.shift();
  }

  private changedSince(scope: Scope, seen: number): boolean {
    if (seen === this.changesSeen) return false;
    const oldest = this.recentChanges[0]?.number ?? this.changesSeen + 1;
    // Changes were forgotten since the load started: any of them may be of its scope.
    if (seen + 1 < oldest) return true;
    if (scope.kind === "unscoped") return true;
    const held = this.scopes.get(scopeCacheKey(scope)) ?? scopeEntries(scope);
    return this.recentChanges.some(
      ({ number, change }) => number > seen && (change === "all" || holdsChange(held, change)),
    );
  }

  private index(scope: Scope, scopeKey: string, entryKey: string): void {
    let held = this.scopes.get(scopeKey);
    if (!held) {
      held = scopeEntries(scope);
      this.scopes.set(scopeKey, held);
    }
    held.keys.add(entryKey);
  }

  private unindex(scopeKey: string, entryKey: string): void {
    const held = this.scopes.get(scopeKey);
    held?.keys.delete(entryKey);
    if (held?.keys.size === 0) this.scopes.delete(scopeKey);
  }
}

function scopeEntries(scope: Scope): ScopeEntries {
  if (scope.kind === "unscoped") {
    return { unscoped: true, organismIds: new Set(), siteIds: new Set(), keys: new Set() };
  }
  return { unscoped: false, organismIds: new Set(scope.organismIds), siteIds: new Set(scope.siteIds), keys: new Set() };
}

/**
 * Whether a scope sees a changed code: a code is in a scope that holds its
 * organism, or its site (docs/search.md "Scope"), so a scope that holds
 * none of the changed organisms and sites saw none of the codes.
 */
function holdsChange(scope: ScopeEntries, change: Exclude<CodeChange, "all">): boolean {
  if (scope.unscoped) return true;
  return (
    change.organismIds.some((id) => scope.organismIds.has(id)) || change.siteIds.some((id) => scope.siteIds.has(id))
  );
}
