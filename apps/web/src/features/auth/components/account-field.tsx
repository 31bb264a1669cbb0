import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./account-page.module.css";

/** One fact of the account page: a term and its value, inside the cards' `<dl>`. */
export function AccountField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} className={classes.value}>
        {children}
      </Text>
    </div>
  );
}
