import { Table, UnstyledButton } from "@mantine/core";
import IconArrowDown from "@tabler/icons-react/icons/IconArrowDown";
import IconArrowsSort from "@tabler/icons-react/icons/IconArrowsSort";
import IconArrowUp from "@tabler/icons-react/icons/IconArrowUp";
import type { ReactNode } from "react";
import type { AccessPointSort, AccessPointSortKey } from "./access-points-order";

interface SortableHeaderProps {
  sortKey: AccessPointSortKey;
  sort: AccessPointSort;
  onSort: (key: AccessPointSortKey) => void;
  children: ReactNode;
}

/** A column header that sorts the list: a button for the keyboard, its order announced by `aria-sort`. */
export function SortableHeader({ sortKey, sort, onSort, children }: SortableHeaderProps) {
  const isSorted = sort.key === sortKey;
  const Icon = !isSorted ? IconArrowsSort : sort.direction === "ascending" ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th aria-sort={isSorted ? sort.direction : "none"} style={{ whiteSpace: "nowrap" }}>
      <UnstyledButton
        onClick={() => onSort(sortKey)}
        className="mantine-focus-auto"
        style={{ display: "inline-flex", alignItems: "center", gap: 4, fontWeight: 700, fontSize: "inherit" }}
      >
        {children}
        <Icon size={14} aria-hidden stroke={isSorted ? 2.2 : 1.5} />
      </UnstyledButton>
    </Table.Th>
  );
}
