import { Alert, Button } from "@mantine/core";
import { couponPrintLimits, paths, printAllDecision } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type CodesListState, encodeCodesListState, printableState } from "../codes-list-state";
import classes from "./codes-list-header.module.css";

interface PrintAllButtonProps {
  state: CodesListState;
  /** The dashboard's codes that a print holds: all but the disabled ones. */
  printable: number;
}

/**
 * SPEC §2 "Print-all": over 300 printable codes Denied, else the dashboard's codes go to the print page.
 * The button and its refusal are two cells of the list's header grid (codes-list-header.module.css):
 * the refusal opens below the whole header instead of pushing the title down.
 */
export function PrintAllButton({ state, printable }: PrintAllButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isDenied, setDenied] = useState(false);

  const printAll = () => {
    if (printAllDecision(printable) === "Denied") {
      setDenied(true);
      return;
    }
    setDenied(false);
    void navigate({ to: paths.codesPrintState, params: { state: encodeCodesListState(printableState(state)) } });
  };

  return (
    <>
      <Button variant="default" onClick={printAll} disabled={printable === 0} className={classes.action}>
        {t("codes.list.printAll", { count: printable })}
      </Button>
      {isDenied && (
        <Alert
          color="orange"
          variant="light"
          title={t("codes.list.printDeniedTitle")}
          withCloseButton
          onClose={() => setDenied(false)}
          className={classes.notice}
        >
          {t("codes.list.printDenied", { max: couponPrintLimits.printAll })}
        </Alert>
      )}
    </>
  );
}
