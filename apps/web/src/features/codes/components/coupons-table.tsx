import { Anchor, Table } from "@mantine/core";
import { couponStatus } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { type CouponDocument, couponOfferName } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";
import { CouponStatusBadge } from "./coupon-status-badge";

interface CouponsTableProps {
  coupons: readonly CouponDocument[];
  now: Date;
  onOpen: (id: number) => void;
}

/** The dashboard's table view. */
export function CouponsTable({ coupons, now, onOpen }: CouponsTableProps) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("codes.fields.code")}</Table.Th>
            <Table.Th>{t("codes.fields.status")}</Table.Th>
            <Table.Th>{t("codes.fields.description")}</Table.Th>
            <Table.Th>{t("codes.fields.location")}</Table.Th>
            <Table.Th>{t("codes.fields.offer")}</Table.Th>
            <Table.Th>{t("codes.fields.validity")}</Table.Th>
            <Table.Th>{t("codes.fields.createdAt")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {coupons.map((coupon) => (
            <Table.Tr key={coupon.id}>
              <Table.Td>
                <Anchor component="button" type="button" ff="monospace" fw={700} onClick={() => onOpen(coupon.id)}>
                  {coupon.code}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <CouponStatusBadge status={couponStatus(coupon, now)} />
              </Table.Td>
              <Table.Td maw={280}>{coupon.description}</Table.Td>
              <Table.Td>{coupon.site_name ?? coupon.organism_name}</Table.Td>
              <Table.Td>{couponOfferName(coupon, i18n.language) ?? couponDurationText(t, coupon.duration)}</Table.Td>
              <Table.Td>
                {formatDate(coupon.starts_at)} – {formatDate(coupon.ends_at)}
              </Table.Td>
              <Table.Td>{formatDateTime(coupon.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
