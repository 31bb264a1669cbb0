import { ActionIcon, Button, Group, Stack, Table, Text, Title, Tooltip } from "@mantine/core";
import { unlimitedUsage } from "@ondine/domain";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { type CouponDocument, couponOfferName } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";

interface CouponInfoSectionProps {
  coupon: CouponDocument;
  /** May change the phone and send the SMS (docs/product.md#accounts-permissions). */
  canManage: boolean;
  onEditPhone: () => void;
  onSendSms: () => void;
}

/** The detail panel's info section (docs/product.md#codes-screens, docs/product.md#codes-data): what the code gives, where, to whom, and its use (docs/product.md#codes-states). */
export function CouponInfoSection({ coupon, canManage, onEditPhone, onSendSms }: CouponInfoSectionProps) {
  const { t, i18n } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t("codes.fields.description"), coupon.description],
    [t("codes.fields.location"), [coupon.site_name, coupon.organism_name].filter(Boolean).join(" · ")],
    [t("codes.fields.offer"), couponOfferName(coupon, i18n.language) ?? t("codes.panel.noOffer")],
    [t("codes.fields.duration"), couponDurationText(t, coupon.duration)],
    [
      t("codes.fields.maxUsage"),
      coupon.max_usage === unlimitedUsage
        ? t("codes.devices.unlimited")
        : t("codes.devices.count", { count: coupon.max_usage }),
    ],
    [t("codes.fields.startsAt"), formatDateTime(coupon.starts_at)],
    [t("codes.fields.endsAt"), formatDateTime(coupon.ends_at)],
    [
      t("codes.fields.usage"),
      coupon.first_provisioning_date
        ? t("codes.panel.usedOn", { date: formatDateTime(coupon.first_provisioning_date) })
        : t("codes.panel.unused"),
    ],
    [t("codes.fields.ranAccess"), coupon.with_ran_access ? t("codes.panel.yes") : t("codes.panel.no")],
  ];
  if (coupon.disabled_at) rows.push([t("codes.fields.disabledAt"), formatDateTime(coupon.disabled_at)]);

  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t("codes.panel.info")}
      </Title>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th w={170}>{t("codes.fields.phoneNumber")}</Table.Th>
            <Table.Td>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text size="sm" data-testid="coupon-phone">
                  {coupon.phone_number ?? t("codes.panel.noPhone")}
                </Text>
                {canManage && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t("codes.panel.phoneEdit")}>
                      <ActionIcon variant="subtle" aria-label={t("codes.panel.phoneEdit")} onClick={onEditPhone}>
                        <IconPencil size={16} aria-hidden="true" />
                      </ActionIcon>
                    </Tooltip>
                    {coupon.phone_number && (
                      <Button size="compact-sm" variant="light" onClick={onSendSms}>
                        {t("codes.panel.sms")}
                      </Button>
                    )}
                  </Group>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
