import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { couponStatus } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { type CouponDocument, couponOfferName } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";
import classes from "./coupon-cards.module.css";
import { CouponStatusBadge } from "./coupon-status-badge";

/**
 * Columns by the list's own width (a container query): one on a phone, then
 * two, then four on a wide screen. Every count divides the page size (20),
 * so a full page ends on a full row (three columns left two cards alone).
 */
export const couponCardColumns = { base: 1, "36rem": 2, "80rem": 4 } as const;

interface CouponCardsProps {
  coupons: readonly CouponDocument[];
  now: Date;
  onOpen: (id: number) => void;
}

/** The dashboard's list view (its default): one card per code. */
export function CouponCards({ coupons, now, onOpen }: CouponCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid type="container" cols={couponCardColumns} spacing="md" component="ul" className={classes.list}>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <UnstyledButton
            className={classes.card}
            onClick={() => onOpen(coupon.id)}
            aria-label={t("codes.list.openCode", { code: coupon.code })}
          >
            <Paper withBorder radius="md" p="md" h="100%">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap">
                  <Text ff="monospace" fw={700} fz="lg">
                    {coupon.code}
                  </Text>
                  <CouponStatusBadge status={couponStatus(coupon, now)} />
                </Group>
                <Text size="sm" lineClamp={2}>
                  {coupon.description}
                </Text>
                <Text size="sm" c="dimmed">
                  {coupon.site_name ?? coupon.organism_name}
                  {" · "}
                  {couponOfferName(coupon, i18n.language) ?? couponDurationText(t, coupon.duration)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t("codes.list.validity", { from: formatDate(coupon.starts_at), to: formatDate(coupon.ends_at) })}
                  {" · "}
                  {t("codes.list.createdAt", { date: formatDateTime(coupon.created_at) })}
                </Text>
              </Stack>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </SimpleGrid>
  );
}
