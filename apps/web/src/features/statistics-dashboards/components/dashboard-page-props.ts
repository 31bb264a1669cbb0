import type { CodesLocationOption } from "../../codes/codes-location-option";
import type { DashboardSearch } from "../dashboard-search";

/** What each statistics dashboard page receives from its screen. */
export interface DashboardPageProps {
  search: DashboardSearch;
  locations: readonly CodesLocationOption[];
  /** Writes the next search into the address hash. */
  onChange: (next: DashboardSearch) => void;
}
