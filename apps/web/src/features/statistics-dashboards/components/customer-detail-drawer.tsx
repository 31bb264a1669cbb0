import { Drawer, Table } from "@mantine/core";
import { customerDisplayFields } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { CustomerDocument } from "../api/find-customers";
import { customerName } from "./customer-name";
import { useCustomerFieldText } from "./use-customer-field-text";

interface CustomerDetailDrawerProps {
  customer: CustomerDocument | undefined;
  onClose: () => void;
}

/** Every field of a guest docs/product.md#statistics-dashboards lets the dashboard show, technical ones left out. */
export function CustomerDetailDrawer({ customer, onClose }: CustomerDetailDrawerProps) {
  const { t } = useTranslation();
  const text = useCustomerFieldText();
  return (
    <Drawer
      opened={customer !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={customer ? customerName(customer, t) : ""}
      closeButtonProps={{ "aria-label": t("statisticsDashboards.customers.closeDetail") }}
    >
      {customer && (
        <Table>
          <Table.Tbody>
            {customerDisplayFields(customer).map((field) => (
              <Table.Tr key={field.name}>
                <Table.Th scope="row" w="40%">
                  {text.label(field)}
                </Table.Th>
                <Table.Td>{text.value(field)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Drawer>
  );
}
