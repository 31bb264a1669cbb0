import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import {
  type CouponDefPresentation,
  type CreatedCouponsAnswer,
  type CurrentUser,
  canGrantRanAccess,
  couponCreationLimits,
  couponDateWindow,
  locationTypes,
} from "@ondine/domain";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import type { LocationOption } from "../../../components/filters/location-option";
import { translatedInputErrors } from "../../../i18n/form-errors";
import { formatDay } from "../../../i18n/format-date-time";
import { numberInputSeparators } from "../../../i18n/format-number";
import { useCreateCoupons } from "../api/create-coupons";
import { useCouponDefs } from "../api/find-coupon-defs";
import {
  type CreateCodesValues,
  type CreationContext,
  creationBody,
  emptyCreateCodesValues,
  formErrorsOf,
  offersPhone,
  parseLocationValue,
  validateCreateCodes,
} from "../create-form-values";
import { OfferPicker } from "./offer-picker";
import { ValidityFields } from "./validity-fields";

interface CreateCodesFormProps {
  actor: CurrentUser;
  locations: readonly LocationOption[];
  /** `Site-12`: the selected location, chosen at first. */
  defaultLocation: string;
  onCreated: (answer: CreatedCouponsAnswer) => void;
}

const interpolations = {
  number: { min: couponCreationLimits.minNumber, max: couponCreationLimits.maxNumber },
  maxUsage: { min: couponCreationLimits.minMaxUsage, max: couponCreationLimits.maxMaxUsage },
  description: { max: couponCreationLimits.descriptionMaxLength },
};

/** Code creation (docs/product.md#codes-validation): every rule checked with the domain's schema before the server sees it. */
export function CreateCodesForm({ actor, locations, defaultLocation, onCreated }: CreateCodesFormProps) {
  const { t } = useTranslation();
  const canGrantRan = canGrantRanAccess(actor);
  const create = useCreateCoupons();
  const dateWindow = couponDateWindow(new Date());
  const contextRef = useRef<CreationContext>({ mode: "noOffers", canGrantRan });

  const form = useForm<CreateCodesValues>({
    initialValues: { ...emptyCreateCodesValues, location: defaultLocation },
    validateInputOnBlur: true,
    validate: (values) => validateCreateCodes(values, contextRef.current, new Date()),
    enhanceGetInputProps: translatedInputErrors({
      ...interpolations,
      startsAt: { min: formatDay(dateWindow.earliest), max: formatDay(dateWindow.latest) },
      endsAt: { min: formatDay(dateWindow.earliest), max: formatDay(dateWindow.latest) },
    }),
  });

  const location = parseLocationValue(form.values.location);
  const offersQuery = useCouponDefs(location);
  // docs/product.md#errors: an offer fetch failure falls back to the no-offers mode.
  const offers: CouponDefPresentation[] = offersQuery.data ?? [];
  const mode = offers.length > 0 ? "offers" : "noOffers";
  contextRef.current = { mode, canGrantRan };

  // docs/product.md#codes-validation: the first offer is chosen by default; a new location starts from its own first offer.
  const firstOfferId = offers[0] ? String(offers[0].id) : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the offers of a new location reset the choice.
  useEffect(() => {
    form.setFieldValue("offerId", firstOfferId);
  }, [firstOfferId, form.values.location]);

  // The selected location may reach the address after the form (the header's selection keeper writes it,
  // a site after its organism): the choice follows it until the manager picks a location themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new default changes an untouched choice.
  useEffect(() => {
    if (defaultLocation && !form.isDirty("location")) {
      form.setFieldValue("location", defaultLocation);
      form.resetDirty({ ...form.getValues(), location: defaultLocation });
    }
  }, [defaultLocation]);

  const submit = form.onSubmit((values) => {
    create.mutate(creationBody(values, contextRef.current, actor.id), {
      onSuccess: onCreated,
      onError: (error) => {
        // "Code creation failure: loading stops, no message" (docs/product.md#errors-behaviour); the server's field rules still show on their fields.
        if (isApiError(error)) form.setErrors(formErrorsOf(error.errors));
        console.error("Code creation failed", error);
      },
    });
  });

  const locationData = locationTypes
    .map((type) => ({
      group: t(`codes.create.locationGroups.${type}`),
      items: locations
        .filter((option) => option.type === type)
        .map((option) => ({
          value: `${option.type}-${option.id}`,
          label: option.organism_name && type === "Site" ? `${option.name} · ${option.organism_name}` : option.name,
        })),
    }))
    .filter((group) => group.items.length > 0);

  const showsPhone = offersPhone(form.values);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={640}>
        <Select
          label={t("codes.create.location")}
          placeholder={t("codes.create.locationPlaceholder")}
          data={locationData}
          searchable
          withAsterisk
          nothingFoundMessage={t("codes.create.noLocation")}
          {...form.getInputProps("location")}
        />

        {location && offersQuery.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="xs" />
            <Text size="sm" c="dimmed">
              {t("codes.create.loadingOffers")}
            </Text>
          </Group>
        ) : mode === "offers" ? (
          <>
            <OfferPicker offers={offers} {...form.getInputProps("offerId")} />
            <ValidityFields
              window={dateWindow}
              isOptional
              startsAt={form.getInputProps("startsAt")}
              endsAt={form.getInputProps("endsAt")}
            />
          </>
        ) : (
          location && (
            <Alert variant="light" color="blue" title={t("codes.create.noOffersTitle")}>
              {t("codes.create.noOffersText")}
            </Alert>
          )
        )}

        <NumberInput
          label={t("codes.create.number")}
          description={t("codes.create.numberHint", interpolations.number)}
          min={couponCreationLimits.minNumber}
          max={couponCreationLimits.maxNumber}
          allowDecimal={false}
          clampBehavior="none"
          allowNegative={false}
          withAsterisk
          {...form.getInputProps("number")}
        />

        {location && mode === "noOffers" && !offersQuery.isPending && (
          <>
            <NumberInput
              label={t("codes.create.maxUsage")}
              description={t("codes.create.maxUsageHint", interpolations.maxUsage)}
              min={couponCreationLimits.minMaxUsage}
              max={couponCreationLimits.maxMaxUsage}
              allowDecimal={false}
              clampBehavior="none"
              allowNegative={false}
              {...numberInputSeparators()}
              withAsterisk
              {...form.getInputProps("maxUsage")}
            />
            <ValidityFields
              window={dateWindow}
              isOptional={false}
              startsAt={form.getInputProps("startsAt")}
              endsAt={form.getInputProps("endsAt")}
            />
          </>
        )}

        <Textarea
          label={t("codes.create.description")}
          description={t("codes.create.descriptionHint")}
          rows={3}
          maxLength={couponCreationLimits.descriptionMaxLength}
          withAsterisk
          {...form.getInputProps("description")}
        />

        {showsPhone && (
          <>
            <TextInput
              type="tel"
              label={t("codes.create.phoneNumber")}
              description={t("codes.create.phoneNumberHint")}
              placeholder={t("codes.create.phoneNumberPlaceholder")}
              autoComplete="off"
              {...form.getInputProps("phoneNumber")}
            />
            <Checkbox label={t("codes.create.sendSms")} {...form.getInputProps("sendSms", { type: "checkbox" })} />
          </>
        )}

        {canGrantRan && (
          <Checkbox
            label={t("codes.create.withRanAccess")}
            {...form.getInputProps("withRanAccess", { type: "checkbox" })}
          />
        )}

        <Group>
          <Button type="submit" loading={create.isPending}>
            {t("codes.create.submit", { count: Number(form.values.number) || 1 })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
