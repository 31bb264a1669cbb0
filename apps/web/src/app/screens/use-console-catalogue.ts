import { useQuery } from "@tanstack/react-query";
import { loadConsoleCatalogue } from "../../i18n/load-catalogue";

/**
 * The console part of the catalogue for a public screen that uses its texts
 * (the sponsor pages): signed in, the root route has loaded it already;
 * signed out, it is read here, so its texts stay off the sign-in path.
 */
export function useConsoleCatalogue(): boolean {
  const load = useQuery({
    queryKey: ["catalogue", "console"],
    queryFn: () => loadConsoleCatalogue().then(() => true),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // A failed load shows the keys rather than nothing; the retry is the query's.
  return !load.isPending;
}
