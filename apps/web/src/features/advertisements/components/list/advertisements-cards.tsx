import { Group, Paper, Stack, Title } from "@mantine/core";
import type { Advertisement } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { CardField } from "../../../../components/cards/card-field";
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
            <CardField label={t("advertisements.list.columns.period")}>
              <AdvertisementPeriodText advertisement={advertisement} />
            </CardField>
            <CardField label={t("advertisements.list.columns.locations")}>
              <AdvertisementLocationsText advertisement={advertisement} />
            </CardField>
            <CardField label={t("advertisements.list.columns.languages")}>
              <AdvertisementLanguagesText advertisement={advertisement} />
            </CardField>
            <CardField label={t("advertisements.list.columns.author")}>
              <AdvertisementAuthorText advertisement={advertisement} />
            </CardField>
            <Group justify="flex-end">
              <AdvertisementActions advertisement={advertisement} onDelete={onDelete} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
