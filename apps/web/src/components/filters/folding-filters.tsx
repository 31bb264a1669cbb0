import { Badge, Button, Collapse } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import IconAdjustmentsHorizontal from "@tabler/icons-react/icons/IconAdjustmentsHorizontal";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../layout/use-is-small-screen";

interface FoldingFiltersProps {
  /** How many filters narrow the list now: shown on the button while folded. */
  activeCount: number;
  /** The button's words; "Filters" when not given. */
  toggleLabel?: string;
  children: ReactNode;
}

/**
 * A list's filters, folded behind one button on a phone so the list's first
 * rows show without scrolling; laid out as they are on a wider screen.
 */
export function FoldingFilters({ activeCount, toggleLabel, children }: FoldingFiltersProps) {
  const { t } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  const [isOpen, fold] = useDisclosure(false);
  const regionId = useId();
  if (!isSmallScreen) return <>{children}</>;
  return (
    <>
      <Button
        variant="default"
        fullWidth
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-label={t("filters.activeCount", { count: activeCount })}>
              {activeCount}
            </Badge>
          ) : null
        }
        onClick={fold.toggle}
        aria-expanded={isOpen}
        aria-controls={regionId}
      >
        {toggleLabel ?? t("filters.toggle")}
      </Button>
      <Collapse expanded={isOpen} id={regionId}>
        {children}
      </Collapse>
    </>
  );
}
