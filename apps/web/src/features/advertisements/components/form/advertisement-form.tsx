import { Button, Group, Paper, Select, SimpleGrid, Stack, Tabs, TextInput, Title } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import {
  type Advertisement,
  type AdvertisementLocale,
  addCalendarDays,
  advertisementInputSchema,
  advertisementLimits,
  advertisementLocales,
  advertisementLocalesInError,
  advertisementLocationKey,
  advertisementPeriodsOverlap,
  calendarDayOf,
  completeAdvertisementLocales,
  type FieldErrors,
  fieldErrorsFromZodIssues,
  firstAdvertisementLocaleInError,
  formatCalendarDay,
  parseCalendarDay,
  startedAdvertisementLocales,
} from "@ondine/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { InterfaceDatesProvider } from "../../../../components/dates/interface-dates-provider";
import type { LocationOption } from "../../../../components/filters/location-option";
import { showFailure } from "../../../../components/notices/show-notice";
import { languageDisplayName } from "../../../../i18n/display-names";
import { translatedInputErrors } from "../../../../i18n/form-errors";
import { currentLanguage } from "../../../../i18n/i18n";
import { useTakenPeriods } from "../../api/find-taken-periods";
import { useSaveAdvertisement } from "../../api/save-advertisement";
import { PortalPreview } from "../preview/portal-preview";
import classes from "./advertisement-form.module.css";
import {
  type AdvertisementFormValues,
  advertisementBodyOf,
  advertisementFormValuesOf,
  effectiveFallback,
  type ImageChoice,
  imageChoiceOf,
  localeTexts,
} from "./advertisement-form-values";
import { AdvertisementLocationsField } from "./advertisement-locations-field";
import { type AdvertisementSaveError, formFieldOf, readAdvertisementSaveError } from "./advertisement-save-error";
import { useCharacterCount } from "./counted-description";
import { ImageDropZone } from "./image-drop-zone";
import { LocaleFields } from "./locale-fields";
import { LocaleTabLabel } from "./locale-tab-label";
import { typedDayExample } from "./parse-typed-day";
import { SaveErrorAlert } from "./save-error-alert";
import { useSaveRefusalTitle } from "./save-refusal-title";
import { TakenDaysNotice } from "./taken-days-notice";
import { TypedDayField } from "./typed-day-field";

export interface AdvertisementFormProps {
  /** The announcement edited; none to create one. */
  advertisement?: Advertisement;
  /** The caller's organisms and sites (docs/product.md#accounts-permissions: an announcement names only those). */
  locations: readonly LocationOption[];
  onSaved: (saved: Advertisement) => void;
  onCancel: () => void;
}

/** Field errors keyed as the form's fields, each path's first message (what a field shows). */
function formErrorsOf(errors: FieldErrors): FormErrors {
  const shown: FormErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const field = formFieldOf(path);
    if (field && messages[0] && shown[field] === undefined) shown[field] = messages[0];
  }
  return shown;
}

/** "at most 15 days" (docs/product.md#announcements-validation): the end picker offers no later day (the schema still says why). */
function latestEndDay(startsAt: string): string | undefined {
  const start = parseCalendarDay(startsAt);
  return start && formatCalendarDay(addCalendarDays(start, advertisementLimits.maxDurationDays));
}

/** Mantine's errors back as the domain's (`advertisementLocalesInError` reads them). */
function fieldErrorsOf(errors: FormErrors): FieldErrors {
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, error]) => (error ? [[field, [String(error)]]] : [])),
  );
}

/**
 * docs/product.md#announcements-screens create and edit an announcement, docs/product.md#announcements-validation its rules (the server's own
 * schema), docs/product.md#errors-behaviour a refused save, and a phone-sized preview of the guest's page
 * for the locale tab being written.
 */
export function AdvertisementForm({ advertisement, locations, onSaved, onCancel }: AdvertisementFormProps) {
  const { t } = useTranslation();
  const count = useCharacterCount();
  const save = useSaveAdvertisement();
  const refusalTitle = useSaveRefusalTitle();
  const [today] = useState(() => calendarDayOf(new Date()));
  const [image, setImage] = useState<ImageChoice>(() => imageChoiceOf(advertisement));
  const [imageRefusal, setImageRefusal] = useState<string | undefined>();
  const [activeLocale, setActiveLocale] = useState<AdvertisementLocale>(advertisementLocales[0]);
  const [saveError, setSaveError] = useState<AdvertisementSaveError | undefined>();
  // The rules read the image too; a ref, so the form's validation sees the latest choice.
  const imageRef = useRef(image);
  imageRef.current = image;
  // Once a save was tried, every change checks the rules again, so flags clear as they are fixed.
  const triedToSave = useRef(false);

  const id = advertisement?.id ?? null;
  const validate = (values: AdvertisementFormValues): FormErrors => {
    const parsed = advertisementInputSchema.safeParse(advertisementBodyOf(values, imageRef.current, id).advertisement);
    return parsed.success ? {} : formErrorsOf(fieldErrorsFromZodIssues(parsed.error.issues));
  };
  const form = useForm<AdvertisementFormValues>({
    initialValues: advertisementFormValuesOf(advertisement, today),
    validate,
    enhanceGetInputProps: translatedInputErrors(),
    onValuesChange: () => {
      if (triedToSave.current) form.validate();
    },
  });
  const values = form.getValues();

  // The overlap (docs/product.md#announcements-validation) rule before saving: days other announcements hold on the chosen locations.
  const taken = useTakenPeriods(values.locations, id);
  const isTakenDay = (day: string) =>
    taken.some((period) => advertisementPeriodsOverlap({ starts_at: day, ends_at: day }, period));
  // An end day is open when no taken day lies between the first day and it.
  const isBlockedEnd = (day: string) =>
    day >= values.starts_at &&
    taken.some((period) => advertisementPeriodsOverlap({ starts_at: values.starts_at, ends_at: day }, period));
  const clashing =
    values.starts_at && values.ends_at
      ? taken.filter((period) =>
          advertisementPeriodsOverlap({ starts_at: values.starts_at, ends_at: values.ends_at }, period),
        )
      : [];

  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Focus moves once React has shown the tab jumped to: a request, served after the commit.
  const [focusRequest, setFocusRequest] = useState<{ target: "field" | "alert" } | undefined>();
  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "alert") {
      alertRef.current?.focus({ preventScroll: true });
      window.scrollTo({ top: 0 });
    } else {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusRequest]);

  const jumpToErrors = (errors: FieldErrors, target: "field" | "alert") => {
    const locale = firstAdvertisementLocaleInError(errors);
    if (locale) setActiveLocale(locale);
    setFocusRequest({ target });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    triedToSave.current = true;
    setSaveError(undefined);
    const checked = form.validate();
    if (checked.hasErrors) {
      jumpToErrors(fieldErrorsOf(checked.errors), "field");
      return;
    }
    try {
      const answer = await save.mutateAsync({ id, body: advertisementBodyOf(form.getValues(), image, id) });
      onSaved(answer.advertisement);
    } catch (error) {
      // docs/product.md#errors-behaviour: everything typed stays; the refusal shows at the top, its fields flagged.
      const refusal = readAdvertisementSaveError(error);
      const fieldErrors = formErrorsOf(refusal.fieldErrors);
      const { image: imageError, ...otherFields } = fieldErrors;
      form.setErrors(otherFields);
      if (typeof imageError === "string") setImageRefusal(imageError);
      setSaveError(refusal);
      // docs/product.md#errors-behaviour: a toast saying what was refused (in words); the alert at the top stays, with what to fix.
      showFailure(refusalTitle(refusal));
      jumpToErrors(refusal.fieldErrors, "alert");
    }
  };

  const localesInError = advertisementLocalesInError(fieldErrorsOf(form.errors));
  const complete = completeAdvertisementLocales(values);
  const fallback = effectiveFallback(values);

  const namedLocations = new Map<string, string>();
  for (const location of advertisement?.locations ?? []) {
    namedLocations.set(advertisementLocationKey(location), location.name);
  }
  for (const option of locations) namedLocations.set(`${option.type}-${option.id}`, option.name);
  const locationName = (key: string) => namedLocations.get(key) ?? key;

  const activeStarted = startedAdvertisementLocales(values).includes(activeLocale);
  const shownLocale = activeStarted ? activeLocale : (fallback ?? activeLocale);
  const shownTexts = localeTexts(values, shownLocale);
  const imageUrl = image.kind === "new" ? image.image.base64 : image.kind === "stored" ? image.image.url : undefined;

  return (
    <InterfaceDatesProvider>
      {/* The screen's title, as on every console screen: what a screen reader's list of headings starts with. */}
      <Title order={1} mb="lg">
        {advertisement ? t("advertisements.form.editTitle") : t("advertisements.form.createTitle")}
      </Title>
      <div className={classes.layout}>
        <form ref={formRef} onSubmit={submit} noValidate aria-label={t("advertisements.form.name")}>
          <Stack gap="lg">
            {saveError && (
              <div ref={alertRef} tabIndex={-1}>
                <SaveErrorAlert
                  error={saveError}
                  locationName={locationName}
                  hasFieldErrors={Object.keys(saveError.fieldErrors).length > 0}
                  onRemoveLocations={(keys) =>
                    form.setFieldValue(
                      "locations",
                      values.locations.filter((location) => !keys.includes(advertisementLocationKey(location))),
                    )
                  }
                />
              </div>
            )}

            <Paper withBorder p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <TextInput
                  label={t("advertisements.form.internalTitle")}
                  description={count(values.internal_title, advertisementLimits.internalTitle)}
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  maxLength={advertisementLimits.internalTitle}
                  required
                  {...form.getInputProps("internal_title")}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                  <TypedDayField
                    label={t("advertisements.form.startsAt")}
                    description={t("advertisements.form.dayTypingHint", {
                      example: typedDayExample(currentLanguage(), values.starts_at || formatCalendarDay(today)),
                    })}
                    inputWrapperOrder={["label", "input", "description", "error"]}
                    required
                    excludeDate={isTakenDay}
                    {...form.getInputProps("starts_at")}
                    value={values.starts_at}
                  />
                  <TypedDayField
                    label={t("advertisements.form.endsAt")}
                    description={t("advertisements.form.durationHint", {
                      max: advertisementLimits.maxDurationDays,
                    })}
                    inputWrapperOrder={["label", "input", "description", "error"]}
                    required
                    minDate={values.starts_at || undefined}
                    maxDate={latestEndDay(values.starts_at)}
                    excludeDate={isBlockedEnd}
                    {...form.getInputProps("ends_at")}
                    value={values.ends_at}
                  />
                </SimpleGrid>
                <TakenDaysNotice taken={taken} clashing={clashing} />
                <AdvertisementLocationsField
                  options={locations}
                  value={values.locations}
                  onChange={(chosen) => form.setFieldValue("locations", chosen)}
                  locationName={locationName}
                  error={form.getInputProps("locations").error}
                />
              </Stack>
            </Paper>

            <Paper withBorder p={{ base: "md", sm: "lg" }}>
              <Stack gap="md">
                <Tabs
                  value={activeLocale}
                  onChange={(locale) => locale && setActiveLocale(locale as AdvertisementLocale)}
                  keepMounted={false}
                >
                  <Tabs.List aria-label={t("advertisements.form.locales")}>
                    {advertisementLocales.map((locale) => (
                      <Tabs.Tab key={locale} value={locale}>
                        <LocaleTabLabel
                          locale={locale}
                          inError={localesInError.includes(locale)}
                          complete={complete.includes(locale)}
                        />
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {advertisementLocales.map((locale) => (
                    <Tabs.Panel key={locale} value={locale} pt="md">
                      <LocaleFields locale={locale} form={form} />
                    </Tabs.Panel>
                  ))}
                </Tabs>
                <Select
                  label={t("advertisements.form.fallbackLanguage")}
                  description={
                    complete.length === 0
                      ? t("advertisements.form.fallbackNone")
                      : t("advertisements.form.fallbackHint")
                  }
                  inputWrapperOrder={["label", "input", "description", "error"]}
                  data={complete.map((locale) => ({ value: locale, label: languageDisplayName(locale) }))}
                  disabled={complete.length === 0}
                  allowDeselect={false}
                  {...form.getInputProps("fallback_language")}
                  value={fallback ?? null}
                  onChange={(locale) => form.setFieldValue("fallback_language", locale as AdvertisementLocale | null)}
                />
              </Stack>
            </Paper>

            <Paper withBorder p={{ base: "md", sm: "lg" }}>
              <ImageDropZone
                choice={image}
                onChange={setImage}
                error={imageRefusal ?? (form.errors.image as string | undefined)}
                onError={setImageRefusal}
              />
            </Paper>

            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                {t("advertisements.form.cancel")}
              </Button>
              <Button type="submit" loading={save.isPending} disabled={save.isPending}>
                {t("advertisements.form.save")}
              </Button>
            </Group>
          </Stack>
        </form>
        <div className={classes.preview}>
          <PortalPreview
            locale={activeLocale}
            shownLocale={activeStarted || fallback ? shownLocale : undefined}
            title={shownTexts.public_title}
            content={shownTexts.content}
            signature={shownTexts.signature}
            imageUrl={imageUrl}
          />
        </div>
      </div>
    </InterfaceDatesProvider>
  );
}
