import { Alert, Button, Stack } from "@mantine/core";
import { couponPrintLimits, paths, printAllDecision } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type CodesListState, encodeCodesListState, printableState } from "../codes-list-state";

interface PrintAllButtonProps {
  state: CodesListState;
  /** The dashboard's codes that a print holds: all but the disabled ones. */
  printable: number;
}

/** SPEC §2 "Print-all": over 300 printable codes Denied, else the dashboard's codes go to the print page. */
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
    <Stack gap="xs" align="flex-end">
      <Button variant="default" onClick={printAll} disabled={printable === 0}>
        {t("codes.list.printAll", { count: printable })}
      </Button>
      {isDenied && (
        <Alert
          color="orange"
          variant="light"
          title={t("codes.list.printDeniedTitle")}
          withCloseButton
          onClose={() => setDenied(false)}
          maw={420}
        >
          {t("codes.list.printDenied", { max: couponPrintLimits.printAll })}
        </Alert>
      )}
    </Stack>
  );
}
