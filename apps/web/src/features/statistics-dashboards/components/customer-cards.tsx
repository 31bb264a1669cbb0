import { Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { couponCardColumns } from "../../codes/components/coupon-cards";
import classes from "../../codes/components/coupon-cards.module.css";
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
    <SimpleGrid type="container" cols={couponCardColumns} spacing="md" component="ul" className={classes.list}>
      {customers.map((customer) => {
        const name = customerName(customer, t);
        const line = summary(customer);
        return (
          <li key={customer.id}>
            <UnstyledButton
              className={classes.card}
              onClick={() => onOpen(customer.id)}
              aria-label={t("statisticsDashboards.customers.open", { name })}
            >
              <Paper withBorder radius="md" p="md" h="100%">
                <Stack gap={6}>
                  <Text fw={700}>{name}</Text>
                  <Text size="sm">{line.email}</Text>
                  <Text size="sm" c="dimmed">
                    {line.site}
                    {" · "}
                    {line.country}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {line.createdAt}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
