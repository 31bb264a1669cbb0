import { Checkbox, Fieldset, Group, Radio, Stack, Text } from "@mantine/core";
import {
  type CurrentUser,
  canGrantAdmin,
  chooseRolesType,
  grantableRoleKeys,
  isRoleOffered,
  type RoleFlagKey,
  type RoleFormState,
  type RolesType,
  reportingSubRoleKeys,
  rolesTypes,
  setAdmin,
  toggleRole,
} from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { roleGroups } from "../role-groups";
import classes from "./role-fields.module.css";

interface RoleFieldsProps {
  actor: CurrentUser;
  value: RoleFormState;
  onChange: (next: RoleFormState) => void;
  /** Shown but not changed (docs/product.md#accounts-permissions: a manager level without the features). */
  disabled?: boolean;
}

/**
 * The role part of the user form. docs/product.md#accounts-validation: admin and the role type only for
 * admins, a role only if the acting user may grant it, the reporting
 * sub-roles only under statistics reporting. the transitions (docs/product.md#accounts-roles) are the
 * domain's role-form functions.
 */
export function RoleFields({ actor, value, onChange, disabled = false }: RoleFieldsProps) {
  const { t } = useTranslation();
  const grantable = new Set(grantableRoleKeys(actor, actor.role_flags));
  const isShown = (key: RoleFlagKey) => grantable.has(key) && isRoleOffered(value, key);
  const groups = roleGroups
    .map((group) => ({ ...group, keys: group.keys.filter(isShown) }))
    .filter((group) => group.keys.length > 0);

  return (
    <Stack gap="lg">
      {canGrantAdmin(actor) && (
        <Stack gap="md">
          <Checkbox
            label={t("accounts.fields.admin")}
            description={t("accounts.form.adminHint")}
            checked={value.admin}
            disabled={disabled}
            onChange={(event) => onChange(setAdmin(value, event.currentTarget.checked))}
          />
          <Radio.Group
            label={t("accounts.fields.rolesType")}
            value={value.rolesType}
            onChange={(type) => onChange(chooseRolesType(value, type as RolesType))}
          >
            <Group gap="xl" mt="xs">
              {rolesTypes.map((type) => (
                <Radio key={type} value={type} label={t(`accounts.rolesTypes.${type}`)} disabled={disabled} />
              ))}
            </Group>
          </Radio.Group>
        </Stack>
      )}
      {groups.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("accounts.form.noGrantableRoles")}
        </Text>
      ) : (
        <div className={classes.groups}>
          {groups.map((group) => (
            <Fieldset
              key={group.id}
              legend={t(`accounts.roleGroups.${group.id}`)}
              radius="md"
              className={classes.group}
            >
              <Stack gap="sm">
                {group.keys.map((key) => (
                  <Checkbox
                    key={key}
                    // The reporting sub-roles sit under the role that offers them.
                    ml={reportingSubRoleKeys.includes(key) ? "lg" : 0}
                    label={t(`accounts.roles.${key}`)}
                    checked={value.roles[key] === 1}
                    disabled={disabled}
                    onChange={(event) => onChange(toggleRole(value, key, event.currentTarget.checked))}
                  />
                ))}
              </Stack>
            </Fieldset>
          ))}
        </div>
      )}
    </Stack>
  );
}
