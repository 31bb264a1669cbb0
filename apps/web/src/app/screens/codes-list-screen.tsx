import { paths } from "@ondine/domain";
import type { QueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { prefetchCodesList } from "../../features/codes/api/prefetch-codes-list";
import { type CodesListState, codesListHash, codesListStateFromHash } from "../../features/codes/codes-list-state";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { ScreenLoader } from "../layout/screen-loader";
import { codesLocationOptions } from "./codes-location-options";
import { resolveFirstOpenPrefilter } from "./first-open-prefilter";
import { useFirstOpenPrefilter } from "./use-first-open-prefilter";

// The page (its filters' date pickers, the code's panel) loads apart from this small chunk, so
// that the route's loader starts the first search without waiting for it (docs/performance.md).
const loadListPage = () => import("../../features/codes/components/codes-list-page");
const CodesListPage = lazy(() => loadListPage().then(({ CodesListPage }) => ({ default: CodesListPage })));

/**
 * The route's loader (router/route-prefetches.ts): the page of the hash's state or, on a
 * first open, of the selected location's pre-filter (the one the screen writes), then the
 * page's chunk.
 */
export function prefetchScreen(
  queryClient: QueryClient,
  search: Record<string, unknown>,
  { hash }: { hash: string },
): void {
  const state = codesListStateFromHash(hash);
  if (state) prefetchCodesList(queryClient, state);
  else
    resolveFirstOpenPrefilter(queryClient, search).then(
      (prefilter) => prefetchCodesList(queryClient, prefilter),
      // The caller's locations could not be read: the screen shows it, and searches once it knows.
      () => undefined,
    );
  loadListPage().catch(() => undefined);
}

/**
 * /codes/list: the dashboard's state lives in the address hash (docs/product.md#codes-screens).
 * On a first open without one, it starts pre-filtered by the selected
 * location and writes that into the hash.
 */
export function CodesListScreen() {
  const { data: actor } = useCurrentUser();
  const directory = useLocationDirectory();
  const { hash, pathname } = useLocation({
    select: (location) => ({ hash: location.hash, pathname: location.pathname }),
  });
  const navigate = useNavigate();
  const state = codesListStateFromHash(hash);
  // While leaving for another page this screen still renders once with the next address: only its own counts.
  const isFirstOpen = state === undefined && pathname === paths.codesList;

  // Onto the hash as it is when the change is written, which a click may have changed since this render.
  const write = (change: Partial<CodesListState>) =>
    void navigate({
      to: paths.codesList,
      hash: (current) => codesListHash({ ...codesListStateFromHash(current ?? ""), ...change }),
      replace: true,
      resetScroll: false,
    });

  useFirstOpenPrefilter(actor?.id, isFirstOpen, hash, write);

  if (!actor || !state) return <ScreenLoader />;
  return (
    <Suspense fallback={<ScreenLoader />}>
      <CodesListPage
        actor={actor}
        state={state}
        locations={codesLocationOptions(directory.data, actor)}
        onStateChange={write}
      />
    </Suspense>
  );
}
