import { Paper, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { MarkerHover } from "../canvas/map-canvas-props";
import { EquipmentDetails } from "./equipment-details";
import classes from "./maps-page.module.css";

/** Room the card keeps from the pointer, and from the canvas's edges. */
const offset = 14;

interface MarkerHoverCardProps {
  hover: MarkerHover;
  /** The canvas's size: the card opens towards the side with room. */
  area: { width: number; height: number };
}

/** docs/product.md#maps-screen: the hovered marker's details, beside the pointer where the canvas says it rests. */
export function MarkerHoverCard({ hover, area }: MarkerHoverCardProps) {
  const { t } = useTranslation();
  const { equipment } = hover;
  // Before the area is measured (0), the card opens right and down.
  const opensLeft = area.width > 0 && hover.x > area.width / 2;
  const opensUp = area.height > 0 && hover.y > area.height / 2;
  return (
    <Paper
      className={classes.hoverCard}
      role="tooltip"
      aria-label={t("maps.hover.label", { name: equipment.tag || equipment.model.name })}
      data-testid="marker-hover-card"
      shadow="md"
      radius="md"
      p="sm"
      withBorder
      style={{
        left: opensLeft ? undefined : hover.x + offset,
        right: opensLeft ? area.width - hover.x + offset : undefined,
        top: opensUp ? undefined : hover.y + offset,
        bottom: opensUp ? area.height - hover.y + offset : undefined,
      }}
    >
      <Text size="sm" fw={700}>
        {equipment.tag || equipment.model.name}
      </Text>
      <Text size="xs" c="dimmed" mb={4}>
        {t(`maps.categories.${equipment.category}`)}
      </Text>
      <EquipmentDetails item={equipment} esls={hover.esls} />
    </Paper>
  );
}
