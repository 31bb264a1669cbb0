import type { LocationOption } from "../../../components/filters/location-option";
import type { DashboardSearch } from "../dashboard-search";

/** What each statistics dashboard page receives from its screen. */
export interface DashboardPageProps {
  search: DashboardSearch;
  locations: readonly LocationOption[];
  /** Writes the next search into the address hash. */
  onChange: (next: DashboardSearch) => void;
}
