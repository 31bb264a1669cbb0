import { Badge } from "@mantine/core";
import type { UserState } from "@ondine/domain";
import { useTranslation } from "react-i18next";

const stateColors: Record<UserState, string> = {
  confirmed: "teal",
  unconfirmed: "yellow",
  deactivated: "gray",
};

/** User (docs/product.md#accounts-users): confirmed, unconfirmed or deactivated. */
export function UserStateBadge({ state }: { state: UserState }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={stateColors[state]} radius="sm">
      {t(`accounts.states.${state}`)}
    </Badge>
  );
}
