import { Group, Pagination } from "@mantine/core";
import { useIsSmallScreen } from "../layout/use-is-small-screen";

type PaginationControl = "first" | "previous" | "next" | "last";

interface ListPaginationProps {
  /** The list's number of pages: nothing shows for a single page. */
  total: number;
  /** The page shown, from 1. */
  value: number;
  onChange: (page: number) => void;
  /** The pages shown at each end and on each side of the current one (Mantine's defaults unless told). */
  boundaries?: number;
  siblings?: number;
  /** The accessible names of the arrows and of a page's button ("Next page", "Page 3"). */
  controlLabel: (control: PaginationControl) => string;
  pageLabel: (page: number) => string;
}

/**
 * A paged list's page buttons, centred under it and smaller on a phone, each
 * named for screen readers, the current one marked as the current page.
 */
export function ListPagination({
  total,
  value,
  onChange,
  boundaries,
  siblings,
  controlLabel,
  pageLabel,
}: ListPaginationProps) {
  const isSmallScreen = useIsSmallScreen();
  if (total <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={total}
        value={value}
        onChange={onChange}
        boundaries={boundaries}
        siblings={siblings}
        size={isSmallScreen ? "sm" : "md"}
        getControlProps={(control) => ({ "aria-label": controlLabel(control) })}
        getItemProps={(page) => ({
          "aria-label": pageLabel(page),
          "aria-current": page === value ? "page" : undefined,
        })}
      />
    </Group>
  );
}
