import { Alert, Anchor, Button, List, Stack, Text, Title } from "@mantine/core";
import { type OverlappingAdvertisement, paths } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { formErrorText } from "../../../../i18n/form-errors";
import type { AdvertisementSaveError } from "./advertisement-save-error";
import { formatPlainDayText } from "./format-advertisement-day";
import { useSaveRefusalTitle } from "./save-refusal-title";

interface SaveErrorAlertProps {
  error: AdvertisementSaveError;
  /** A `Type-id` location's name from the options; the `Type-id` itself when unknown. */
  locationName: (key: string) => string;
  onRemoveLocations: (keys: string[]) => void;
  /** Whether the refusal names fields of the form (then they say what is wrong). */
  hasFieldErrors: boolean;
}

/**
 * Advertisement save failure (docs/product.md#errors): what was refused, in words, at the top; the
 * unauthorized locations by name, with a way to drop them; the conflicting
 * announcements, each with a link to edit it when the caller may.
 */
export function SaveErrorAlert({ error, locationName, onRemoveLocations, hasFieldErrors }: SaveErrorAlertProps) {
  const { t } = useTranslation();
  const refusalTitle = useSaveRefusalTitle();
  const { unauthorizedLocations, overlapping, otherMessages } = error;
  const saysWhy =
    hasFieldErrors || unauthorizedLocations.length > 0 || overlapping.length > 0 || otherMessages.length > 0;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle size={20} aria-hidden />}
      title={refusalTitle(error)}
    >
      <Stack gap="sm">
        {hasFieldErrors && <Text size="sm">{t("advertisements.errors.fields_below")}</Text>}
        {otherMessages.map((message) => (
          <Text size="sm" key={message}>
            {formErrorText(message)}
          </Text>
        ))}
        {!saysWhy && <Text size="sm">{t("advertisements.errors.unknown")}</Text>}
        {unauthorizedLocations.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t("advertisements.errors.unauthorized_locations_title")}
            </Title>
            <List size="sm">
              {unauthorizedLocations.map((key) => (
                <List.Item key={key}>{locationName(key)}</List.Item>
              ))}
            </List>
            <Button
              size="xs"
              variant="default"
              w="fit-content"
              onClick={() => onRemoveLocations(unauthorizedLocations)}
            >
              {t("advertisements.errors.remove_unauthorized")}
            </Button>
          </Stack>
        )}
        {overlapping.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              {t("advertisements.errors.overlapping_title")}
            </Title>
            <List size="sm">
              {overlapping.map((other, index) => (
                <List.Item key={other.id ?? `hidden-${index}`}>
                  <OverlappingItem advertisement={other} />
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
      </Stack>
    </Alert>
  );
}

function OverlappingItem({ advertisement }: { advertisement: OverlappingAdvertisement }) {
  const { t } = useTranslation();
  const period = t("advertisements.errors.overlapping_period", {
    start: formatPlainDayText(advertisement.starts_at),
    end: formatPlainDayText(advertisement.ends_at),
  });
  if (advertisement.id === null || advertisement.internal_title === null) {
    return (
      <Text size="sm" span>
        {t("advertisements.errors.overlapping_hidden")} · {period}
      </Text>
    );
  }
  return (
    <Text size="sm" span>
      <Anchor
        size="sm"
        renderRoot={(props) => (
          <Link {...props} to={paths.advertisementsEdit} params={{ id: String(advertisement.id) }} />
        )}
      >
        {advertisement.internal_title}
      </Anchor>{" "}
      · {period}
    </Text>
  );
}
