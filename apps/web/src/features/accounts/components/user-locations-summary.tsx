import { Badge, Text } from "@mantine/core";
import type { UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";

const shownNames = 2;

/** A row's locations: the first names and how many more; docs/product.md#accounts-users warns when there is none. */
export function UserLocationsSummary({ user }: { user: Pick<UserPresentation, "admin" | "locations"> }) {
  const { t } = useTranslation();
  // An admin sees every location (docs/decisions.md#tenancy): none assigned is no cause for a warning.
  if (user.admin && user.locations.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t("accounts.allLocations")}
      </Text>
    );
  }
  if (user.locations.length === 0) {
    return (
      <Badge color="orange" variant="light" radius="sm" tt="none">
        {t("accounts.noLocations")}
      </Badge>
    );
  }
  const names = user.locations.slice(0, shownNames).map((location) => location.name);
  const more = user.locations.length - names.length;
  return (
    <Text size="sm" lineClamp={2}>
      {names.join(", ")}
      {more > 0 && (
        <Text span c="dimmed" size="sm">
          {" "}
          {t("accounts.moreLocations", { count: more })}
        </Text>
      )}
    </Text>
  );
}
