import { getRouteApi, useNavigate } from "@tanstack/react-router";
import { type AccountsSearch, validateAccountsSearch } from "../../features/accounts/accounts-search";
import { AccountsPage } from "../../features/accounts/components/accounts-page";
import { useCurrentUser } from "../../features/auth/api/get-current-user";
import { ScreenLoader } from "../layout/screen-loader";

const accountsRoute = getRouteApi("/administration/accounts");
const usersDashboardRoute = getRouteApi("/administration/users/dashboard");

/** /administration/accounts: the list, its filters kept in the address. */
export function AccountsScreen() {
  const filter = accountsRoute.useSearch();
  const navigate = useNavigate();
  return (
    <AccountsList
      filter={filter}
      onFilterChange={(change) =>
        void navigate({
          to: "/administration/accounts",
          search: (previous) => withChange(previous, change),
          replace: true,
        })
      }
    />
  );
}

/** /administration/users/dashboard, where the product (docs/product.md#accounts-users) sends a failed account load: the same list. */
export function UsersDashboardScreen() {
  const filter = usersDashboardRoute.useSearch();
  const navigate = useNavigate();
  return (
    <AccountsList
      filter={filter}
      onFilterChange={(change) =>
        void navigate({
          to: "/administration/users/dashboard",
          search: (previous) => withChange(previous, change),
          replace: true,
        })
      }
    />
  );
}

/** The list's query with a change applied to it as the address holds it then, not as this screen last drew it. */
function withChange(previous: Record<string, unknown>, change: Partial<AccountsSearch>): AccountsSearch {
  return validateAccountsSearch({ ...previous, ...change });
}

function AccountsList(props: { filter: AccountsSearch; onFilterChange: (change: Partial<AccountsSearch>) => void }) {
  const { data: actor } = useCurrentUser();
  // The route guard has read the user before the screen opens; this covers a cache cleared since.
  if (!actor) return <ScreenLoader />;
  return <AccountsPage actor={actor} {...props} />;
}
