import { Button, Stack, Text } from "@mantine/core";
import { couponPrintLimits, paths, printAllDecision } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type CodesListState, encodeCodesListState, printableState } from "../codes-list-state";
import classes from "./codes-list-header.module.css";

interface PrintAllButtonProps {
  state: CodesListState;
  /** The dashboard's codes that a print holds: all but the disabled ones. */
  printable: number;
  /** All the dashboard's codes, disabled ones included. */
  total: number;
}

/**
 * Print-all (docs/product.md#codes-printing): over 300 printable codes Denied, else the dashboard's codes go to the print page.
 * Denied is known before the click: the button is then unavailable and says why beside it, as it says
 * why fewer codes are printed than listed (disabled codes are never printed). It stays focusable so the
 * reason is read with it (aria-describedby).
 */
export function PrintAllButton({ state, printable, total }: PrintAllButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reasonId = useId();
  const isDenied = printAllDecision(printable) === "Denied";
  const leftOut = total - printable;
  const reasons = [
    isDenied ? t("codes.list.printTooMany", { max: couponPrintLimits.printAll }) : undefined,
    leftOut > 0 ? t("codes.list.printLeavesOutDisabled", { count: leftOut }) : undefined,
  ].filter((reason): reason is string => reason !== undefined);

  const printAll = () => {
    if (isDenied) return;
    void navigate({ to: paths.codesPrintState, params: { state: encodeCodesListState(printableState(state)) } });
  };

  return (
    <Stack gap={4} className={classes.action}>
      <Button
        variant="default"
        onClick={printAll}
        disabled={printable === 0}
        data-disabled={isDenied || undefined}
        aria-disabled={isDenied || undefined}
        aria-describedby={reasons.length > 0 ? reasonId : undefined}
      >
        {t("codes.list.printAll", { count: printable })}
      </Button>
      {reasons.length > 0 && (
        <Text id={reasonId} size="sm" c="dimmed" maw={360} className={classes.reason}>
          {reasons.join(" ")}
        </Text>
      )}
    </Stack>
  );
}
