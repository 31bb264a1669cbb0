import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import type { LocationAddress, SelectedLocation } from "@ondine/domain";
import { useTranslation } from "react-i18next";

interface HomeBreadcrumbProps {
  location: SelectedLocation | null;
  onSelect: (address: LocationAddress) => void;
}

/** Home (docs/product.md#home-map): organism / site; the organism leads back to its whole map. */
export function HomeBreadcrumb({ location, onSelect }: HomeBreadcrumbProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("home.breadcrumb.label")}>
      {location === null ? (
        <Text size="sm" c="dimmed">
          {t("home.breadcrumb.all")}
        </Text>
      ) : (
        <Breadcrumbs separator="/" separatorMargin={6}>
          {location.site ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onSelect({ location_organism: location.organism.id })}
            >
              {location.organism.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={600} aria-current="page">
              {location.organism.name}
            </Text>
          )}
          {location.site && (
            <Text size="sm" fw={600} aria-current="page">
              {location.site.name}
            </Text>
          )}
        </Breadcrumbs>
      )}
    </nav>
  );
}
