import { Button, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { type CouponPresentation, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { codesListHash } from "../codes-list-state";
import { couponDurationText } from "../use-duration-label";
import { useFocusOnMount } from "../use-focus-on-mount";

interface SingleCodeSuccessProps {
  coupon: CouponPresentation;
  correlationId: string;
  onCreateMore: () => void;
}

/** docs/product.md#codes-printing: after one code, the code itself, a print link and the list filtered by its batch. */
export function SingleCodeSuccess({ coupon, correlationId, onCreateMore }: SingleCodeSuccessProps) {
  const { t } = useTranslation();
  // The form and its button are gone: the result's title takes the focus.
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={2} ref={titleRef} tabIndex={-1}>
          {t("codes.success.oneTitle")}
        </Title>
        <Text>{t("codes.success.oneText")}</Text>
        <Code block fz={32} ta="center" fw={700} aria-label={t("codes.success.codeLabel")} data-testid="created-code">
          {coupon.code}
        </Code>
        <Text size="sm" c="dimmed">
          {t("codes.success.terms", {
            duration: couponDurationText(t, coupon.duration),
            from: formatDateTime(coupon.starts_at),
            to: formatDateTime(coupon.ends_at),
          })}
        </Text>
        <Group gap="sm">
          <Button
            renderRoot={(props) => <Link {...props} to={paths.codesPrintId} params={{ id: String(coupon.id) }} />}
          >
            {t("codes.success.printOne")}
          </Button>
          <Button
            component={Link}
            variant="light"
            to={paths.codesList}
            hash={codesListHash({ correlation: correlationId })}
          >
            {t("codes.success.seeInList")}
          </Button>
          <Button variant="subtle" onClick={onCreateMore}>
            {t("codes.success.createMore")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
