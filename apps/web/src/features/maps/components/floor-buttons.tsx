import { Button, NativeSelect, Stack, Text, VisuallyHidden } from "@mantine/core";
import type { FloorState, SiteMapFloor } from "@ondine/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import classes from "./maps-page.module.css";

/** docs/product.md#maps-equipment floor button colours: all reached green, all unreached red, some unreached orange; plain without a state. */
const colourOfState: Record<FloorState, string> = {
  "all-reached": "green",
  "all-unreached": "red",
  "some-unreached": "orange",
};

interface FloorChoiceProps {
  /** The building's floors, top down. */
  floors: readonly SiteMapFloor[];
  selectedUuid: string | null;
  onChoose: (floorUuid: string) => void;
}

/**
 * docs/product.md#maps-equipment: a button per floor coloured by its state, the chosen one pressed;
 * on a phone a select instead (maps-page.module.css swaps them).
 */
export function FloorChoice({ floors, selectedUuid, onChoose }: FloorChoiceProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const stateText = (floor: SiteMapFloor) => (floor.state ? t(`maps.floorStates.${floor.state}`) : null);
  return (
    <>
      <Stack gap={6} className={classes.floorButtons} role="group" aria-labelledby={headingId}>
        <Text size="sm" fw={600} id={headingId}>
          {t("maps.menu.floors")}
        </Text>
        {floors.map((floor) => {
          const isSelected = floor.uuid === selectedUuid;
          const state = stateText(floor);
          return (
            <Button
              key={floor.uuid}
              fullWidth
              justify="space-between"
              variant={isSelected ? "filled" : "light"}
              color={floor.state ? colourOfState[floor.state] : isSelected ? "ocean" : "gray"}
              aria-pressed={isSelected}
              data-floor-state={floor.state ?? "none"}
              onClick={() => onChoose(floor.uuid)}
            >
              {floor.name}
              {state && <VisuallyHidden>{`, ${state}`}</VisuallyHidden>}
            </Button>
          );
        })}
      </Stack>
      <NativeSelect
        className={classes.floorSelect}
        label={t("maps.menu.floor")}
        value={selectedUuid ?? ""}
        onChange={(event) => onChoose(event.currentTarget.value)}
        data={floors.map((floor) => {
          const state = stateText(floor);
          return { value: floor.uuid, label: state ? `${floor.name} (${state})` : floor.name };
        })}
      />
    </>
  );
}
