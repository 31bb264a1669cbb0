import { Group, Text } from "@mantine/core";
import { couponStatus } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { CardGrid } from "../../../components/cards/card-grid";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { type CouponDocument, couponOfferName } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";
import { CouponStatusBadge } from "./coupon-status-badge";

interface CouponCardsProps {
  coupons: readonly CouponDocument[];
  now: Date;
  onOpen: (id: number) => void;
}

/** The dashboard's list view (its default): one card per code. */
export function CouponCards({ coupons, now, onOpen }: CouponCardsProps) {
  const { t, i18n } = useTranslation();
  return (
    <CardGrid
      items={coupons}
      itemKey={(coupon) => coupon.id}
      openLabel={(coupon) => t("codes.list.openCode", { code: coupon.code })}
      onOpen={(coupon) => onOpen(coupon.id)}
      renderCard={(coupon) => (
        <>
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
        </>
      )}
    />
  );
}
