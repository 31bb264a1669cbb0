import { Alert, Badge, DataList, Drawer, Group, Stack, Text, Title } from "@mantine/core";
import type { CurrentUser, UserPresentation } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { DataStates } from "../../../components/data-states/data-states";
import { countryName } from "../../../i18n/display-names";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useUser } from "../api/get-user";
import { UserActions } from "./user-actions";
import { UserRoleBadges } from "./user-role-badges";
import { UserStateBadge } from "./user-state-badge";
import { fullName } from "./users-table";

interface UserDetailDrawerProps {
  actor: CurrentUser;
  /** The account shown; the drawer is closed without one. */
  userId: number | undefined;
  /** The list's row for it, shown while the account is read. */
  placeholder?: UserPresentation;
  onClose: () => void;
}

/** "user detail panel" (docs/product.md#accounts-users): Info, Functionalities, Locations, Actions. */
export function UserDetailDrawer({ actor, userId, placeholder, onClose }: UserDetailDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={userId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("accounts.detail.title")}
      closeButtonProps={{ "aria-label": t("accounts.detail.close") }}
    >
      {userId !== undefined && <UserDetail key={userId} actor={actor} userId={userId} placeholder={placeholder} />}
    </Drawer>
  );
}

function UserDetail({
  actor,
  userId,
  placeholder,
}: {
  actor: CurrentUser;
  userId: number;
  placeholder?: UserPresentation;
}) {
  const { t } = useTranslation();
  const query = useUser(userId, placeholder);
  return (
    <DataStates
      query={query}
      loadingLabel={t("accounts.detail.loading")}
      loadingShape="spinner"
      errorTitle={t("accounts.detail.failed")}
      retryLabel={t("accounts.retry")}
    >
      {(user) => <UserDetailBody actor={actor} user={user} />}
    </DataStates>
  );
}

function UserDetailBody({ actor, user }: { actor: CurrentUser; user: UserPresentation }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap={6}>
        <Title order={2} size="h3">
          {fullName(user)}
        </Title>
        <Group gap="xs">
          <UserStateBadge state={user.state} />
          {user.admin && (
            <Badge color="coral" radius="sm">
              {t("accounts.admin")}
            </Badge>
          )}
        </Group>
      </Stack>

      <DetailSection title={t("accounts.detail.info")}>
        <DataList size="sm" labelWidth={160} withDivider>
          <InfoItem label={t("accounts.fields.email")} value={user.email} />
          {user.unconfirmed_email && (
            <InfoItem label={t("accounts.detail.pendingEmail")} value={user.unconfirmed_email} />
          )}
          <InfoItem label={t("accounts.fields.function")} value={user.function} />
          <InfoItem label={t("accounts.fields.country")} value={countryName(user.country)} />
          <InfoItem label={t("accounts.detail.createdAt")} value={formatDateTime(user.created_at)} />
          <InfoItem label={t("accounts.detail.creator")} value={user.creator_email} />
          <InfoItem label={t("accounts.detail.state")} value={t(`accounts.states.${user.state}`)} />
          <InfoItem
            label={t("accounts.detail.lastSignIn")}
            value={user.current_sign_in_at ? formatDateTime(user.current_sign_in_at) : t("accounts.detail.never")}
          />
        </DataList>
      </DetailSection>

      <DetailSection title={t("accounts.detail.functionalities")}>
        <UserRoleBadges user={user} />
      </DetailSection>

      <DetailSection title={t("accounts.detail.locations")}>
        {user.locations.length === 0 && user.admin ? (
          <Text size="sm">{t("accounts.allLocations")}</Text>
        ) : user.locations.length === 0 ? (
          <Alert color="orange" variant="light" role="note">
            {t("accounts.noLocationsWarning")}
          </Alert>
        ) : (
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: "none" }}>
            {user.locations.map((location) => (
              <Group key={location.id} component="li" gap="xs" wrap="nowrap">
                <Badge variant="outline" color="gray" radius="sm" tt="none" miw={86}>
                  {t(`accounts.locationTypes.${location.location_type}`)}
                </Badge>
                <Text size="sm">{location.name}</Text>
              </Group>
            ))}
          </Stack>
        )}
      </DetailSection>

      <DetailSection title={t("accounts.detail.actions")}>
        <UserActions actor={actor} user={user} />
      </DetailSection>
    </Stack>
  );
}

function DetailSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={3} size="h5" c="dimmed" tt="uppercase" fw={700} style={{ letterSpacing: "0.04em" }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function InfoItem({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{value || "-"}</DataList.ItemValue>
    </DataList.Item>
  );
}
