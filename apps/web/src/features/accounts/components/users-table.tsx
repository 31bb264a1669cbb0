import { Stack, Table, Text, UnstyledButton } from "@mantine/core";
import type { UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { BorderedTable } from "../../../components/tables/bordered-table";
import { UserLocationsSummary } from "./user-locations-summary";
import { UserRoleBadges } from "./user-role-badges";
import { UserStateBadge } from "./user-state-badge";
import classes from "./users-table.module.css";

interface UsersTableProps {
  users: readonly UserPresentation[];
  selectedUserId: number | undefined;
  onSelect: (user: UserPresentation) => void;
}

export function fullName(user: Pick<UserPresentation, "first_name" | "last_name">): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

/** One row per account; the name is the button that opens its panel, the whole row a larger target. */
export function UsersTable({ users, selectedUserId, onSelect }: UsersTableProps) {
  const { t } = useTranslation();
  return (
    <BorderedTable
      minWidth={900}
      className={classes.table}
      head={
        <>
          <Table.Th>{t("accounts.columns.name")}</Table.Th>
          {/* Wide enough for the longest state badge, which would otherwise be cut on a phone. */}
          <Table.Th miw={150}>{t("accounts.columns.state")}</Table.Th>
          <Table.Th>{t("accounts.columns.roles")}</Table.Th>
          <Table.Th>{t("accounts.columns.locations")}</Table.Th>
        </>
      }
    >
      {users.map((user) => (
        <Table.Tr
          key={user.id}
          className={classes.row}
          data-selected={user.id === selectedUserId || undefined}
          onClick={() => onSelect(user)}
        >
          <Table.Td>
            <Stack gap={0}>
              <UnstyledButton
                className={classes.name}
                onClick={(event) => {
                  // The row's own click does the same; once is enough.
                  event.stopPropagation();
                  onSelect(user);
                }}
              >
                {fullName(user)}
              </UnstyledButton>
              <Text size="sm" c="dimmed">
                {user.email}
              </Text>
            </Stack>
          </Table.Td>
          <Table.Td>
            <UserStateBadge state={user.state} />
          </Table.Td>
          <Table.Td maw={340}>
            <UserRoleBadges user={user} limit={4} />
          </Table.Td>
          <Table.Td maw={260}>
            <UserLocationsSummary user={user} />
          </Table.Td>
        </Table.Tr>
      ))}
    </BorderedTable>
  );
}
