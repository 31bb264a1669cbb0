import { NativeSelect, Stack, Text } from "@mantine/core";
import type { SiteMapBuilding } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { floorsTopDown } from "../map-selection";
import { FloorChoice } from "./floor-buttons";

interface MapMenuProps {
  buildings: readonly SiteMapBuilding[];
  building: SiteMapBuilding;
  floorUuid: string | null;
  onChooseBuilding: (buildingUuid: string) => void;
  onChooseFloor: (floorUuid: string) => void;
  /** Under the floors: the current floor's actions (an admin's plan replacement). */
  children?: ReactNode;
}

/** docs/product.md#navigation-menu left menu: the site's buildings in a select, then the chosen building's floors. */
export function MapMenu({ buildings, building, floorUuid, onChooseBuilding, onChooseFloor, children }: MapMenuProps) {
  const { t } = useTranslation();
  const floors = floorsTopDown(building);
  return (
    <Stack gap="md" component="nav" aria-label={t("maps.menu.label")}>
      <NativeSelect
        label={t("maps.menu.building")}
        value={building.uuid}
        onChange={(event) => onChooseBuilding(event.currentTarget.value)}
        data={buildings.map((candidate) => ({ value: candidate.uuid, label: candidate.name }))}
      />
      {floors.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("maps.menu.noFloors")}
        </Text>
      ) : (
        <FloorChoice floors={floors} selectedUuid={floorUuid} onChoose={onChooseFloor} />
      )}
      {children}
    </Stack>
  );
}
