import { Badge } from "@mantine/core";
import type { CouponStatus } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import wholeBadgeClasses from "../../../components/badges/whole-badge.module.css";

const statusColours: Record<CouponStatus, string> = {
  valid: "teal",
  available_soon: "blue",
  used: "grape",
  expired: "gray",
  disabled: "red",
  invalid: "orange",
};

/** Coupon status (docs/product.md#codes-states) as a badge. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={statusColours[status]} variant="light" data-status={status} classNames={wholeBadgeClasses}>
      {t(`codes.status.${status}`)}
    </Badge>
  );
}
