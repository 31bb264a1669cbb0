import { Alert, Button, Drawer, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { couponStatus, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { useDisableCoupon } from "../api/disable-coupon";
import { useCoupon } from "../api/get-coupon";
import { useSendCouponSms } from "../api/send-coupon-sms";
import { useUpdateCouponPhone } from "../api/update-coupon-phone";
import type { CouponDocument } from "../coupon-document";
import { CouponInfoSection } from "./coupon-info-section";
import { CouponStatusBadge } from "./coupon-status-badge";
import { DisableCouponModal } from "./disable-coupon-modal";
import { PhoneEditModal } from "./phone-edit-modal";
import { SendSmsModal } from "./send-sms-modal";

interface CouponDetailDrawerProps {
  couponId: number | undefined;
  /** The list's copy of the code, shown while it is read again. */
  fromList: CouponDocument | undefined;
  canManage: boolean;
  onClose: () => void;
}

type OpenModal = "disable" | "phone" | "sms" | null;

/** docs/product.md#codes-printing coupon detail panel: header, print coupon, disable, print book, info, phone and SMS. */
export function CouponDetailDrawer({ couponId, fromList, canManage, onClose }: CouponDetailDrawerProps) {
  const { t } = useTranslation();
  const query = useCoupon(couponId, fromList);
  const coupon = query.data ?? undefined;
  const [modal, setModal] = useState<OpenModal>(null);
  const [isDisableFailed, setDisableFailed] = useState(false);
  const [smsSentTo, setSmsSentTo] = useState<string | null>(null);
  const disable = useDisableCoupon();
  const updatePhone = useUpdateCouponPhone();
  const sendSms = useSendCouponSms();
  const closeModal = () => setModal(null);

  const confirmDisable = (id: number) => {
    setDisableFailed(false);
    disable.mutate(id, {
      onSuccess: closeModal,
      // docs/product.md#errors-behaviour: "Coupon disable failure: alert 'something went wrong'".
      onError: () => {
        closeModal();
        setDisableFailed(true);
      },
    });
  };

  const savePhone = (id: number, phoneNumber: string | null) => {
    updatePhone.mutate(
      { id, phoneNumber },
      {
        onSettled: closeModal,
        // docs/product.md#errors-behaviour: phone update errors are only logged.
        onError: (error) => console.error("Phone update failed", error),
      },
    );
  };

  const confirmSms = (id: number, phoneNumber: string) => {
    setSmsSentTo(null);
    sendSms.mutate(id, {
      onSuccess: () => setSmsSentTo(phoneNumber),
      // docs/product.md#errors-behaviour: SMS errors are only logged.
      onError: (error) => console.error("SMS sending failed", error),
      // docs/product.md#codes-screens: the modal closes afterwards in all cases.
      onSettled: closeModal,
    });
  };

  const status = coupon ? couponStatus(coupon, new Date()) : undefined;

  return (
    <Drawer
      opened={couponId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={t("codes.panel.title")}
      closeButtonProps={{ "aria-label": t("codes.panel.close") }}
    >
      {!coupon ? (
        query.isPending ? (
          <Stack gap="sm" role="status" aria-label={t("codes.panel.loading")}>
            <Skeleton height={40} />
            <Skeleton height={200} />
          </Stack>
        ) : (
          <Alert color="red" variant="light">
            {t("codes.panel.notFound")}
          </Alert>
        )
      ) : (
        <Stack gap="lg">
          <Stack gap={6}>
            <Group justify="space-between" align="center">
              <Title order={2} ff="monospace" data-testid="panel-code">
                {coupon.code}
              </Title>
              {status && <CouponStatusBadge status={status} />}
            </Group>
            <Text size="sm" c="dimmed">
              {t("codes.list.createdAt", { date: formatDateTime(coupon.created_at) })}
            </Text>
          </Stack>

          <Group gap="sm">
            {/* A disabled code connects nobody: it is not printed (the book prints the others). */}
            {!coupon.disabled_at && (
              <Button
                variant="light"
                renderRoot={(props) => <Link {...props} to={paths.codesPrintId} params={{ id: String(coupon.id) }} />}
              >
                {t("codes.panel.printCoupon")}
              </Button>
            )}
            {canManage && !coupon.disabled_at && (
              <Button variant="light" color="red" onClick={() => setModal("disable")}>
                {t("codes.panel.disable")}
              </Button>
            )}
            <Button
              variant="default"
              renderRoot={(props) => (
                <Link {...props} to={paths.codesPrintCorrelation} params={{ correlationId: coupon.correlation_id }} />
              )}
            >
              {t("codes.panel.printBook")}
            </Button>
          </Group>

          {isDisableFailed && (
            <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setDisableFailed(false)}>
              {t("codes.panel.somethingWentWrong")}
            </Alert>
          )}
          {smsSentTo && (
            <Alert color="teal" variant="light" withCloseButton onClose={() => setSmsSentTo(null)}>
              {t("codes.panel.smsSent", { phone: smsSentTo })}
            </Alert>
          )}

          <CouponInfoSection
            coupon={coupon}
            canManage={canManage}
            onEditPhone={() => setModal("phone")}
            onSendSms={() => setModal("sms")}
          />

          <DisableCouponModal
            code={coupon.code}
            opened={modal === "disable"}
            isDisabling={disable.isPending}
            onConfirm={() => confirmDisable(coupon.id)}
            onClose={closeModal}
          />
          {modal === "phone" && (
            <PhoneEditModal
              opened
              phoneNumber={coupon.phone_number}
              isSaving={updatePhone.isPending}
              onSave={(phoneNumber) => savePhone(coupon.id, phoneNumber)}
              onClose={closeModal}
            />
          )}
          {coupon.phone_number && (
            <SendSmsModal
              opened={modal === "sms"}
              code={coupon.code}
              phoneNumber={coupon.phone_number}
              isSending={sendSms.isPending}
              onConfirm={() => confirmSms(coupon.id, coupon.phone_number as string)}
              onClose={closeModal}
            />
          )}
        </Stack>
      )}
    </Drawer>
  );
}
