import { Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { type CreatedCouponsAnswer, paths } from "@ondine/domain";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../../../i18n/format-date-time";
import { codesListHash } from "../codes-list-state";
import { couponDurationText } from "../use-duration-label";
import { useFocusOnMount } from "../use-focus-on-mount";

interface BatchSuccessProps {
  answer: CreatedCouponsAnswer;
  onCreateMore: () => void;
}

/** docs/product.md#codes-printing: after several codes, a summary, the batch's print and its list. */
export function BatchSuccess({ answer, onCreateMore }: BatchSuccessProps) {
  const { t } = useTranslation();
  // The form and its button are gone: the result's title takes the focus.
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  const first = answer.coupons[0];
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={2} ref={titleRef} tabIndex={-1}>
          {t("codes.success.batchTitle", { count: answer.coupons.length })}
        </Title>
        {first && (
          <List spacing={4}>
            <List.Item>{t("codes.success.batchDescription", { description: first.description })}</List.Item>
            {first.coupon_def && (
              <List.Item>{t("codes.success.batchOffer", { offer: first.coupon_def.name })}</List.Item>
            )}
            <List.Item>
              {t("codes.success.terms", {
                duration: couponDurationText(t, first.duration),
                from: formatDateTime(first.starts_at),
                to: formatDateTime(first.ends_at),
              })}
            </List.Item>
          </List>
        )}
        <Text size="sm" c="dimmed">
          {t("codes.success.batchHint")}
        </Text>
        <Group gap="sm">
          <Button
            renderRoot={(props) => (
              <Link {...props} to={paths.codesPrintCorrelation} params={{ correlationId: answer.correlation_id }} />
            )}
          >
            {t("codes.success.printBatch")}
          </Button>
          <Button
            component={Link}
            variant="light"
            to={paths.codesList}
            hash={codesListHash({ correlation: answer.correlation_id })}
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
