import { Button, Group, Pagination, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { type CurrentUser, canCreateAccounts, paths, type UserState, userStates } from "@ondine/domain";
import IconSearch from "@tabler/icons-react/icons/IconSearch";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { useAddressSearchBox } from "../../../routing/use-address-search-box";
import type { AccountsSearch } from "../accounts-search";
import { useUsers } from "../api/find-users";
import { UserDetailDrawer } from "./user-detail-drawer";
import { UsersTable } from "./users-table";

interface AccountsPageProps {
  actor: CurrentUser;
  filter: AccountsSearch;
  /**
   * Changes part of the query (the route keeps it in the address), applied to
   * the address as it is then: a search committed after a click on a row keeps
   * the row's panel open.
   */
  onFilterChange: (change: Partial<AccountsSearch>) => void;
}

/** /administration/accounts: Accounts (docs/product.md#accounts-users) list, filters and the user panel. */
export function AccountsPage({ actor, filter, onFilterChange }: AccountsPageProps) {
  const { t } = useTranslation();
  // A new search starts again from the first page.
  const [searchText, setSearchText] = useAddressSearchBox(filter.search, (search) =>
    onFilterChange({ search, page: undefined }),
  );
  const query = useUsers({ search: filter.search, state: filter.state, page: filter.page ?? 1 });

  const selected = query.data?.users.find((user) => user.id === filter.user);
  const isFiltered = Boolean(filter.search || filter.state);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <Stack gap={4}>
          <Title order={1}>{t("accounts.list.title")}</Title>
          <Text c="dimmed">{t("accounts.list.subtitle")}</Text>
        </Stack>
        {canCreateAccounts(actor) && (
          <Button component={Link} to={paths.accountsCreate}>
            {t("accounts.list.create")}
          </Button>
        )}
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label={t("accounts.list.search")}
          placeholder={t("accounts.list.searchPlaceholder")}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          type="search"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={{ base: "100%", sm: 360 }}
        />
        <Select
          label={t("accounts.list.state")}
          data={[
            { value: "", label: t("accounts.list.allStates") },
            ...userStates.map((state) => ({ value: state, label: t(`accounts.states.${state}`) })),
          ]}
          value={filter.state ?? ""}
          onChange={(value) =>
            onFilterChange({ state: (value || undefined) as UserState | undefined, page: undefined })
          }
          allowDeselect={false}
          w={{ base: "100%", sm: 220 }}
        />
      </Group>

      <DataStates
        query={query}
        loadingLabel={t("accounts.list.loading")}
        rows={6}
        rowHeight={52}
        errorTitle={t("accounts.list.failed")}
        retryLabel={t("accounts.retry")}
        empty={(data) =>
          data.users.length > 0
            ? undefined
            : isFiltered
              ? { title: t("accounts.list.noMatch"), description: t("accounts.list.noMatchHint") }
              : { title: t("accounts.list.empty") }
        }
      >
        {(data) => (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t("accounts.list.count", { count: data.total_count })}
            </Text>
            <UsersTable
              users={data.users}
              selectedUserId={filter.user}
              onSelect={(user) => onFilterChange({ user: user.id })}
            />
            {data.total_pages > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.total_pages}
                  value={data.current_page}
                  onChange={(page) => onFilterChange({ page: page > 1 ? page : undefined })}
                  getControlProps={(control) => ({
                    "aria-label": t(`accounts.list.pagination.${control}`),
                  })}
                  getItemProps={(page) => ({ "aria-label": t("accounts.list.pagination.page", { page }) })}
                />
              </Group>
            )}
          </Stack>
        )}
      </DataStates>

      <UserDetailDrawer
        actor={actor}
        userId={filter.user}
        placeholder={selected}
        onClose={() => onFilterChange({ user: undefined })}
      />
    </Stack>
  );
}
