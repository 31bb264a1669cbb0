import { Badge, Group } from "@mantine/core";
import { grantedRoleKeys, hiddenInDetailRoleKeys, type UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";

interface UserRoleBadgesProps {
  user: Pick<UserPresentation, "admin" | "role_flags">;
  /** At most this many badges, then "+n"; all when absent. */
  limit?: number;
}

/** The roles a user holds, the way Accounts (docs/product.md#accounts-roles) shows them. */
export function visibleRoleKeys(user: Pick<UserPresentation, "role_flags">) {
  return grantedRoleKeys(user.role_flags).filter((key) => !hiddenInDetailRoleKeys.includes(key));
}

/** docs/product.md#accounts-roles: an admin shows a single 'admin' badge instead of its roles; map_supervision never shows. */
export function UserRoleBadges({ user, limit }: UserRoleBadgesProps) {
  const { t } = useTranslation();
  if (user.admin) {
    return (
      <Badge color="coral" radius="sm">
        {t("accounts.admin")}
      </Badge>
    );
  }
  const roles = visibleRoleKeys(user);
  if (roles.length === 0) {
    return (
      <Badge variant="outline" color="gray.7" radius="sm">
        {t("accounts.noRoles")}
      </Badge>
    );
  }
  const shown = limit === undefined ? roles : roles.slice(0, limit);
  const hidden = roles.length - shown.length;
  return (
    <Group gap={6}>
      {shown.map((key) => (
        <Badge key={key} variant="light" radius="sm" tt="none">
          {t(`accounts.roles.${key}`)}
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge variant="outline" color="gray.7" radius="sm" title={t("accounts.moreRoles", { count: hidden })}>
          +{hidden}
        </Badge>
      )}
    </Group>
  );
}
