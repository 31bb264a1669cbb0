import { Avatar, Group, Menu, Text, UnstyledButton } from "@mantine/core";
import { type CurrentUser, canSeeBetaLink, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import classes from "./user-menu.module.css";

/** docs/product.md#navigation-menu top menu: "first name and last initial", e.g. "Claire M.". */
export function shortName(user: Pick<CurrentUser, "first_name" | "last_name" | "email">): string {
  const first = user.first_name.trim();
  const initial = user.last_name.trim().charAt(0);
  if (!first) return user.email;
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function initials(user: Pick<CurrentUser, "first_name" | "last_name" | "email">): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

/** docs/product.md#navigation-menu top menu: the user, their account page, the beta console (admin or center_beta), the legal pages (docs/legal.md) and logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const name = shortName(user);
  const betaUrl = canSeeBetaLink(user) ? user.beta_url : null;
  return (
    <Menu position="bottom-end" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.target} aria-label={t("userMenu.label", { name })}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="ocean" variant="filled">
              {initials(user)}
            </Avatar>
            <Text size="sm" fw={600} visibleFrom="xs" className={classes.name}>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.email}</Menu.Label>
        <Menu.Item component={Link} to={paths.account}>
          {t("userMenu.account")}
        </Menu.Item>
        {betaUrl && (
          <Menu.Item component="a" href={betaUrl}>
            {t("userMenu.beta")}
          </Menu.Item>
        )}
        <Menu.Divider />
        {/* docs/legal.md: the terms, privacy page and legal notice, also reachable signed in. */}
        <Menu.Item component={Link} to={paths.terms}>
          {t("routes.terms")}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.privacy}>
          {t("routes.privacy")}
        </Menu.Item>
        <Menu.Item component={Link} to={paths.legalNotice}>
          {t("routes.legalNotice")}
        </Menu.Item>
        <Menu.Divider />
        {/* Not preloaded on hover: opening this route signs out. */}
        <Menu.Item component={Link} to={paths.logout} preload={false} color="red">
          {t("userMenu.logout")}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
