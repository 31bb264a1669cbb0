import { Group, Radio, Stack, Text } from "@mantine/core";
import type { CouponDefPresentation } from "@ondine/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDurationLabel } from "../use-duration-label";

interface OfferPickerProps {
  offers: readonly CouponDefPresentation[];
  value?: string;
  onChange?: (offerId: string) => void;
  error?: ReactNode;
}

/**
 * The product (docs/product.md#codes-validation) offers mode: one of the location's offers, the first chosen by
 * default. One radio group, one Tab stop: Tab reaches the chosen offer (the
 * first when none is), the arrow keys move between offers.
 */
export function OfferPicker({ offers, value, onChange, error }: OfferPickerProps) {
  const { t } = useTranslation();
  const durationLabel = useDurationLabel();
  const tabStop = offers.some((offer) => String(offer.id) === value) ? value : String(offers[0]?.id);
  return (
    <Radio.Group label={t("codes.create.offer")} value={value} onChange={onChange} error={error} withAsterisk>
      <Stack gap="xs" mt="xs">
        {offers.map((offer) => (
          <Radio.Card
            key={offer.id}
            value={String(offer.id)}
            tabIndex={String(offer.id) === tabStop ? 0 : -1}
            radius="md"
            p="sm"
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator />
              <Stack gap={2}>
                <Text fw={600}>{offer.name}</Text>
                <Text size="sm" c="dimmed">
                  {t("codes.create.offerTerms", {
                    duration: durationLabel(offer.duration_value, offer.duration_unit),
                    devices:
                      offer.max_usage < 0
                        ? t("codes.devices.unlimited")
                        : t("codes.devices.count", { count: offer.max_usage }),
                    price: offer.price_label,
                  })}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
