import { Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { CardGrid } from "../../../components/cards/card-grid";
import type { CustomerDocument } from "../api/find-customers";
import { customerName } from "./customer-name";
import { useCustomerSummary } from "./use-customer-summary";

interface CustomerCardsProps {
  customers: readonly CustomerDocument[];
  onOpen: (id: number) => void;
}

/** The customers dashboard's list view (its default): one card per guest, laid out as the codes' cards. */
export function CustomerCards({ customers, onOpen }: CustomerCardsProps) {
  const { t } = useTranslation();
  const summary = useCustomerSummary();
  return (
    <CardGrid
      items={customers}
      itemKey={(customer) => customer.id}
      openLabel={(customer) => t("statisticsDashboards.customers.open", { name: customerName(customer, t) })}
      onOpen={(customer) => onOpen(customer.id)}
      renderCard={(customer) => {
        const line = summary(customer);
        return (
          <>
            <Text fw={700}>{customerName(customer, t)}</Text>
            <Text size="sm">{line.email}</Text>
            <Text size="sm" c="dimmed">
              {line.site}
              {" · "}
              {line.country}
            </Text>
            <Text size="xs" c="dimmed">
              {line.createdAt}
            </Text>
          </>
        );
      }}
    />
  );
}
