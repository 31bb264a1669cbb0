import { Button, Center, Loader, Stack, Text, Title } from "@mantine/core";
import {
  fieldErrorsFromZodIssues,
  formatCalendarDay,
  paths,
  sponsorEndDayBounds,
  sponsorUseBodySchema,
} from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DayField } from "../../../components/dates/date-fields";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { formErrorText } from "../../../i18n/form-errors";
import { useSponsorLink } from "../api/get-sponsor-link";
import { useGrantSponsoring } from "../api/grant-sponsoring";
import { sponsorInvalidLinkErrorKey } from "../sponsor-history-state";
import { SponsorCard } from "./sponsor-card";

/** /sponsor/{token}: docs/product.md#sponsors-link guest sponsoring, pick the end date and submit. */
export function SponsorPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useSponsorLink(token);
  const grant = useGrantSponsoring(token);
  const [endsAt, setEndsAt] = useState("");
  const [error, setError] = useState<string | null>(null);

  // docs/product.md#errors-behaviour: an invalid link goes to its error page.
  useEffect(() => {
    if (link.isError) {
      void navigate({ to: paths.error, params: { errorKey: sponsorInvalidLinkErrorKey }, replace: true });
    }
  }, [link.isError, navigate]);

  // docs/product.md#sponsors-validation: today plus the link's default days (or 1), as the server computed it.
  useEffect(() => {
    if (link.data) setEndsAt(link.data.default_ends_at);
  }, [link.data]);

  if (!link.data) {
    return (
      <SponsorCard>
        <Center mih={240} role="status" aria-label={t("sponsor.loading")}>
          <Loader />
        </Center>
      </SponsorCard>
    );
  }
  const { first_name, last_name, email, site, min_ends_at, max_ends_at } = link.data;
  // The server's bounds, or today's when it answered none (they are the same rule, docs/product.md#sponsors-validation).
  const bounds = sponsorEndDayBounds(new Date());
  const min = min_ends_at || formatCalendarDay(bounds.earliest);
  const max = max_ends_at || formatCalendarDay(bounds.latest);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sponsorUseBodySchema(new Date()).safeParse({ ends_at: endsAt });
    if (!parsed.success) {
      setError(fieldErrorsFromZodIssues(parsed.error.issues).ends_at?.[0] ?? "formErrors.invalid");
      return;
    }
    grant.mutate(endsAt, {
      onSuccess: (sponsoredCoupon) =>
        void navigate({ to: paths.sponsorConfirm, params: { token }, state: { sponsoredCoupon }, replace: true }),
      // docs/product.md#errors-behaviour: "submit failure only logged".
      onError: (failure) => console.error("Sponsoring failed", failure),
    });
  };

  return (
    <SponsorCard>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t("sponsor.title")}
          </Title>
          <Text>{t("sponsor.request", { name: `${first_name} ${last_name}`.trim(), email, site: site.name })}</Text>
          {/* A picker in the interface language, not the browser's "mm/dd/yyyy". */}
          <InterfaceDatesProvider>
            <DayField
              label={t("sponsor.endsAt")}
              description={t("sponsor.endsAtHint")}
              value={endsAt}
              minDate={min}
              maxDate={max}
              clearable={false}
              required
              onChange={(day) => {
                setEndsAt(day ?? "");
                setError(null);
              }}
              error={error ? formErrorText(error) : undefined}
            />
          </InterfaceDatesProvider>
          <Button type="submit" loading={grant.isPending}>
            {t("sponsor.submit")}
          </Button>
        </Stack>
      </form>
    </SponsorCard>
  );
}
