import { Group, Stack, Text } from "@mantine/core";
import type { GetInputPropsReturnType } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { MomentField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { formatDay } from "../../../i18n/format-date-time";

interface ValidityFieldsProps {
  /** docs/product.md#codes-validation date window: today to today plus a year. */
  window: { earliest: Date; latest: Date };
  /** With an offer the dates may be left out (the server then takes now to the window's end). */
  isOptional: boolean;
  startsAt: GetInputPropsReturnType;
  endsAt: GetInputPropsReturnType;
}

/**
 * "date range" (docs/product.md#codes-validation): when a code can be redeemed. Without offers the
 * range is typed; with one it may be, and the form says plainly what a code
 * left without dates gets.
 */
export function ValidityFields({ window, isOptional, startsAt, endsAt }: ValidityFieldsProps) {
  const { t } = useTranslation();
  return (
    <InterfaceDatesProvider>
      <Stack gap={6}>
        {isOptional && (
          <Text size="sm" c="dimmed" data-testid="validity-default">
            {t("codes.create.validityWithOffer", { until: formatDay(window.latest) })}
          </Text>
        )}
        <Group grow align="flex-start">
          <MomentField
            label={t("codes.create.startsAt")}
            minDate={window.earliest}
            maxDate={window.latest}
            withAsterisk={!isOptional}
            {...startsAt}
          />
          <MomentField
            label={t("codes.create.endsAt")}
            minDate={window.earliest}
            maxDate={window.latest}
            withAsterisk={!isOptional}
            {...endsAt}
          />
        </Group>
      </Stack>
    </InterfaceDatesProvider>
  );
}
