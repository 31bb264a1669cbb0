import { Anchor, Table } from "@mantine/core";
import type { CustomerNamedField } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { CustomerDocument } from "../api/find-customers";
import { customerName } from "./customer-name";
import { useCustomerSummary } from "./use-customer-summary";

interface CustomersTableProps {
  customers: readonly CustomerDocument[];
  onOpen: (id: number) => void;
}

/** The customers dashboard's table view; a guest's name opens its detail. */
export function CustomersTable({ customers, onOpen }: CustomersTableProps) {
  const { t } = useTranslation();
  const summary = useCustomerSummary();
  const heading = (field: CustomerNamedField) => t(`statisticsDashboards.customers.fields.${field}`);
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("statisticsDashboards.customers.name")}</Table.Th>
            <Table.Th scope="col">{heading("email")}</Table.Th>
            <Table.Th scope="col">{heading("site_name")}</Table.Th>
            <Table.Th scope="col">{heading("country")}</Table.Th>
            <Table.Th scope="col">{heading("device")}</Table.Th>
            <Table.Th scope="col">{heading("created_at")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => {
            const line = summary(customer);
            return (
              <Table.Tr key={customer.id}>
                <Table.Td>
                  <Anchor component="button" type="button" onClick={() => onOpen(customer.id)}>
                    {customerName(customer, t)}
                  </Anchor>
                </Table.Td>
                <Table.Td>{line.email}</Table.Td>
                <Table.Td>{line.site}</Table.Td>
                <Table.Td>{line.country}</Table.Td>
                <Table.Td>{line.device}</Table.Td>
                <Table.Td>{line.createdAt}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
