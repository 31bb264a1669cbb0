import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { type PrivateSpace, type PrivateSpaceDetail, type PrivateWifiSiteFigures, paths } from "@ondine/domain";
import IconPrinter from "@tabler/icons-react/icons/IconPrinter";
import { Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../components/cards/card-field";
import { showSuccess } from "../../../components/notices/show-notice";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useDeletePrivateSpace } from "../api/delete-private-space";
import { usePrivateSpace } from "../api/get-private-space";
import { useResetPrivateSpaceKey } from "../api/reset-private-space-key";
import { type CodeListHash, SpaceExpiryText, SpaceLinkText } from "../components/private-space-cells";
import { PushStateBadge } from "../components/push-state-badge";
import { privateCardsSearchOf } from "../print/private-cards-search";
import { readRefusal } from "../private-wifi-error-text";
import { ConfirmSpaceDialog } from "./confirm-space-dialog";
import { SpaceDevices } from "./space-devices";
import { SpaceKeyReveal } from "./space-key-reveal";

interface PrivateSpaceDrawerProps {
  siteId: number;
  /** The space open; the panel is closed while none is. */
  spaceId: number | undefined;
  figures: PrivateWifiSiteFigures | undefined;
  codeListHash: CodeListHash;
  onEdit: (space: PrivateSpace) => void;
  /** The space was deleted: it leaves the selection. */
  onDeleted: (id: number) => void;
  onClose: () => void;
}

type OpenDialog = "reset" | "delete" | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where the site stands with the key: the state, when it changed, the attempts and the last failure (docs/private-wifi.md#commands). */
function PushDetails({ space }: { space: PrivateSpaceDetail }) {
  const { t } = useTranslation();
  const { push } = space;
  return (
    <Stack gap={4}>
      <Group gap="sm">
        <PushStateBadge push={push} />
        <Text size="sm" c="dimmed">
          {t("privateWifi.panel.push.attempts", { count: push.attempts })}
        </Text>
      </Group>
      <Text size="sm">{t("privateWifi.panel.push.changedAt", { date: formatDateTime(push.changed_at) })}</Text>
      {push.finished_at && (
        <Text size="sm">
          {t(push.state === "applied" ? "privateWifi.panel.push.appliedAt" : "privateWifi.panel.push.triedAt", {
            date: formatDateTime(push.finished_at),
          })}
        </Text>
      )}
      {push.failure && (
        <Text size="sm" c="red.8">
          {t("privateWifi.panel.push.failure", { failure: push.failure })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A space's panel (docs/private-wifi.md#keys): its fields, its key on demand
 * (audited), a new key or its deletion (each confirmed, saying what becomes
 * of the old key), its card to print, where the site stands with its key,
 * the devices on it and the import it came from.
 */
export function PrivateSpaceDrawer({
  siteId,
  spaceId,
  figures,
  codeListHash,
  onEdit,
  onDeleted,
  onClose,
}: PrivateSpaceDrawerProps) {
  const { t } = useTranslation();
  const query = usePrivateSpace(spaceId);
  const space = query.data?.id === spaceId ? query.data : undefined;
  const reset = useResetPrivateSpaceKey(siteId);
  const remove = useDeletePrivateSpace(siteId);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [refusal, setRefusal] = useState<string[]>([]);

  const openDialog = (next: OpenDialog) => {
    setRefusal([]);
    setDialog(next);
  };
  const confirmReset = (target: PrivateSpaceDetail) =>
    reset.mutate(target.id, {
      onSuccess: () => {
        setDialog(null);
        showSuccess(t("privateWifi.panel.resetDone", { name: target.name }));
      },
      onError: (error) => setRefusal(readRefusal(error, [], t, figures).messages),
    });
  const confirmDelete = (target: PrivateSpaceDetail) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        setDialog(null);
        showSuccess(t("privateWifi.panel.deleteDone", { name: target.name }));
        onDeleted(target.id);
        onClose();
      },
      onError: (error) => setRefusal(readRefusal(error, [], t, figures).messages),
    });

  return (
    <Drawer
      opened={spaceId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("privateWifi.panel.title")}
      closeButtonProps={{ "aria-label": t("privateWifi.panel.close") }}
    >
      {!space ? (
        query.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t("privateWifi.panel.failed")}
          </Alert>
        ) : (
          <Stack gap="sm" role="status" aria-label={t("privateWifi.panel.loading")}>
            <Skeleton height={40} />
            <Skeleton height={200} />
          </Stack>
        )
      ) : (
        <Stack gap="lg">
          <Stack gap={6}>
            <Group justify="space-between" align="center" wrap="nowrap">
              <Title order={2} size="h3" style={{ overflowWrap: "anywhere" }}>
                {space.name}
              </Title>
              <Badge variant="light" color={space.state === "active" ? "teal" : "gray"} radius="sm" tt="none">
                {t(`privateWifi.states.${space.state}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t("privateWifi.panel.createdAt", { date: formatDateTime(space.created_at) })}
            </Text>
          </Stack>

          <Group gap="sm">
            <Button variant="light" onClick={() => onEdit(space)}>
              {t("privateWifi.panel.edit")}
            </Button>
            <Button variant="light" onClick={() => openDialog("reset")}>
              {t("privateWifi.panel.reset")}
            </Button>
            <Button
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
              renderRoot={(props) => (
                <Link {...props} to={paths.ranPrint} search={privateCardsSearchOf(siteId, { ids: [space.id] })} />
              )}
            >
              {t("privateWifi.panel.print")}
            </Button>
            <Button variant="light" color="red" onClick={() => openDialog("delete")}>
              {t("privateWifi.panel.delete")}
            </Button>
          </Group>

          <Section title={t("privateWifi.panel.key.title")}>
            <SpaceKeyReveal key={`${space.id}-${space.key_changed_at}`} spaceId={space.id} />
          </Section>

          <Section title={t("privateWifi.panel.details")}>
            <CardField label={t("privateWifi.list.columns.comment")}>
              {space.comment === "" ? t("privateWifi.list.noComment") : space.comment}
            </CardField>
            <CardField label={t("privateWifi.list.columns.expiry")}>
              <SpaceExpiryText space={space} />
            </CardField>
            <CardField label={t("privateWifi.panel.keyChangedAt")}>{formatDateTime(space.key_changed_at)}</CardField>
            <CardField label={t("privateWifi.list.columns.linked")}>
              <SpaceLinkText space={space} codeListHash={codeListHash} />
            </CardField>
            {space.imported_from && (
              <CardField label={t("privateWifi.panel.importedFrom")}>
                {t("privateWifi.panel.importedFromFile", {
                  file: space.imported_from.file_name,
                  date: formatDateTime(space.imported_from.at),
                })}
              </CardField>
            )}
          </Section>

          <Section title={t("privateWifi.panel.push.title")}>
            <PushDetails space={space} />
          </Section>

          <Section title={t("privateWifi.panel.devices.title", { count: space.devices.length })}>
            <SpaceDevices name={space.name} devices={space.devices} />
          </Section>

          <ConfirmSpaceDialog
            opened={dialog === "reset"}
            title={t("privateWifi.panel.resetTitle", { name: space.name })}
            message={t("privateWifi.panel.resetConfirm")}
            confirmLabel={t("privateWifi.panel.resetSubmit")}
            isPending={reset.isPending}
            refusal={refusal}
            onConfirm={() => confirmReset(space)}
            onClose={() => setDialog(null)}
          />
          <ConfirmSpaceDialog
            opened={dialog === "delete"}
            title={t("privateWifi.panel.deleteTitle", { name: space.name })}
            message={t("privateWifi.panel.deleteConfirm")}
            confirmLabel={t("privateWifi.panel.deleteSubmit")}
            isDangerous
            isPending={remove.isPending}
            refusal={refusal}
            onConfirm={() => confirmDelete(space)}
            onClose={() => setDialog(null)}
          />
        </Stack>
      )}
    </Drawer>
  );
}
