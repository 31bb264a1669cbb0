import { Anchor, Table } from "@mantine/core";
import { couponStatus } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { useIsSmallScreen } from "../../../components/layout/use-is-small-screen";
import { TableScrollRegion } from "../../../components/tables/table-scroll-region";
import { formatDate, formatDateTime } from "../../../i18n/format-date-time";
import { type CouponDocument, couponOfferName } from "../coupon-document";
import { couponDurationText } from "../use-duration-label";
import { CouponStatusBadge } from "./coupon-status-badge";

interface CouponsTableProps {
  coupons: readonly CouponDocument[];
  now: Date;
  onOpen: (id: number) => void;
}

/** The dashboard's table view; on a phone, the code, its status and its validity (the detail panel has the rest). */
export function CouponsTable({ coupons, now, onOpen }: CouponsTableProps) {
  const { t, i18n } = useTranslation();
  const isSmallScreen = useIsSmallScreen();
  return (
    <TableScrollRegion minWidth={isSmallScreen ? 0 : 960} label={t("codes.list.tableLabel")}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t("codes.fields.code")}</Table.Th>
            <Table.Th>{t("codes.fields.status")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.description")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.location")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.offer")}</Table.Th>
            <Table.Th>{t("codes.fields.validity")}</Table.Th>
            <Table.Th visibleFrom="sm">{t("codes.fields.createdAt")}</Table.Th>
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
              <Table.Td maw={280} visibleFrom="sm">
                {coupon.description}
              </Table.Td>
              <Table.Td visibleFrom="sm">{coupon.site_name ?? coupon.organism_name}</Table.Td>
              <Table.Td visibleFrom="sm">
                {couponOfferName(coupon, i18n.language) ?? couponDurationText(t, coupon.duration)}
              </Table.Td>
              <Table.Td>
                {formatDate(coupon.starts_at)} – {formatDate(coupon.ends_at)}
              </Table.Td>
              <Table.Td visibleFrom="sm">{formatDateTime(coupon.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
