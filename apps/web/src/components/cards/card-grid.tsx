import { Paper, SimpleGrid, Stack, UnstyledButton } from "@mantine/core";
import type { Key, ReactNode } from "react";
import classes from "./card-grid.module.css";

/**
 * Columns by the list's own width (a container query): one on a phone, then
 * two, then four on a wide screen. Every count divides the dashboards' page
 * size (20), so a full page ends on a full row (three columns left two cards alone).
 */
export const cardGridColumns = { base: 1, "36rem": 2, "80rem": 4 } as const;

interface CardGridProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  /** The accessible name of the button opening an item. */
  openLabel: (item: Item) => string;
  onOpen: (item: Item) => void;
  /** A card's lines, stacked. */
  renderCard: (item: Item) => ReactNode;
}

/** A dashboard's list view: one bordered card per item, each a button opening it. */
export function CardGrid<Item>({ items, itemKey, openLabel, onOpen, renderCard }: CardGridProps<Item>) {
  return (
    <SimpleGrid type="container" cols={cardGridColumns} spacing="md" component="ul" className={classes.list}>
      {items.map((item) => (
        <li key={itemKey(item)}>
          <UnstyledButton className={classes.card} onClick={() => onOpen(item)} aria-label={openLabel(item)}>
            <Paper withBorder radius="md" p="md" h="100%">
              <Stack gap={6}>{renderCard(item)}</Stack>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
