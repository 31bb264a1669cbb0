import { Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { Advertisement } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AdvertisementActions } from "./advertisement-actions";
import {
  AdvertisementAuthorText,
  AdvertisementLanguagesText,
  AdvertisementLocationsText,
  AdvertisementPeriodText,
} from "./advertisement-cells";
import { AdvertisementStateBadge } from "./advertisement-state-badge";

interface AdvertisementsCardsProps {
  advertisements: readonly Advertisement[];
  onDelete: (advertisement: Advertisement) => void;
}

/** The list on a phone: a card an announcement, each value under its name, nothing to scroll sideways. */
export function AdvertisementsCards({ advertisements, onDelete }: AdvertisementsCardsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
      {advertisements.map((advertisement) => (
        <Paper key={advertisement.id} withBorder p="md" component="li">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
                {advertisement.internal_title}
              </Title>
              <AdvertisementStateBadge state={advertisement.state} />
            </Group>
            <Field label={t("advertisements.list.columns.period")}>
              <AdvertisementPeriodText advertisement={advertisement} />
            </Field>
            <Field label={t("advertisements.list.columns.locations")}>
              <AdvertisementLocationsText advertisement={advertisement} />
            </Field>
            <Field label={t("advertisements.list.columns.languages")}>
              <AdvertisementLanguagesText advertisement={advertisement} />
            </Field>
            <Field label={t("advertisements.list.columns.author")}>
              <AdvertisementAuthorText advertisement={advertisement} />
            </Field>
            <Group justify="flex-end">
              <AdvertisementActions advertisement={advertisement} onDelete={onDelete} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
