import { Anchor, EmptyState, List, Paper, Stack, Text } from "@mantine/core";
import { paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";

export interface SiteChoiceOption {
  id: number;
  name: string;
  organism_id: number;
}

/**
 * docs/product.md#maps-screen map: an organism is selected, not a site. It asks for a site and
 * lists the organism's sites in production, each link selecting it.
 */
export function SiteChoice({ organismName, sites }: { organismName: string; sites: readonly SiteChoiceOption[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  if (sites.length === 0) {
    return <EmptyState py="xl" title={t("maps.siteChoice.title")} description={t("maps.siteChoice.empty")} />;
  }
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={700} size="lg" id={headingId} component="h2">
          {t("maps.siteChoice.title")}
        </Text>
        <Text c="dimmed">{t("maps.siteChoice.message", { organism: organismName })}</Text>
        <List spacing={6} aria-label={t("maps.siteChoice.listLabel", { organism: organismName })}>
          {sites.map((site) => (
            <List.Item key={site.id}>
              <Anchor
                renderRoot={(props) => (
                  <Link
                    {...props}
                    to={paths.networkMaps}
                    params={{ buildingId: undefined, floorId: undefined }}
                    search={(previous) => ({
                      ...previous,
                      location_site: site.id,
                      location_organism: site.organism_id,
                    })}
                  />
                )}
              >
                {site.name}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
