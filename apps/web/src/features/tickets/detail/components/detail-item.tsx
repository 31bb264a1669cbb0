import { DataList } from "@mantine/core";
import type { ReactNode } from "react";
import sharedClasses from "../../components/tickets.module.css";

/** A label and its value in one of the page's DataLists; a long value (a name, an address) wraps rather than widening the page. */
export function DetailItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue className={sharedClasses.wrapAnywhere}>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}
