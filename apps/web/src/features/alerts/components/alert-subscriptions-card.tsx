import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { AlertChoice, AlertSubscriptionAnswer } from "@ondine/domain";
import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { apiErrorMessage } from "../../../api/api-error-message";
import { DataStates } from "../../../components/data-states/data-states";
import { showSuccess } from "../../../components/notices/show-notice";
import { ListPagination } from "../../../components/pagination/list-pagination";
import { useAlertSubscriptions } from "../api/find-alert-subscriptions";
import { useUpdateAlertSubscriptions } from "../api/update-alert-subscriptions";
import { organismsOnPage, pageCount, siteIdsByOrganism, sitesMatching } from "../organism-sites";
import {
  choicesOfAnswer,
  haveSameChoices,
  type SubscriptionChoices,
  subscribedSiteCount,
  subscriptionsUpdateOf,
  withChoice,
} from "../subscription-choices";
import { AlertSubscriptionsTable } from "./alert-subscriptions-table";

/** Above this many sites, a search box narrows the list (a hotel chain has dozens, an admin thousands). */
const searchFromSiteCount = 10;

/** The account page's "Alerts" (docs/alerts.md#subscriptions): which sites alert the user, and for which levels. */
export function AlertSubscriptionsCard() {
  const { t } = useTranslation();
  const titleId = useId();
  const subscriptions = useAlertSubscriptions();
  return (
    <Card padding="lg" withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={titleId}>
            {t("alerts.subscriptions.title")}
          </Title>
          <Text size="sm" c="dimmed">
            {t("alerts.subscriptions.intro")}
          </Text>
        </Stack>
        <DataStates
          query={subscriptions}
          loadingLabel={t("alerts.subscriptions.loading")}
          rows={4}
          errorTitle={t("alerts.subscriptions.failed")}
          retryLabel={t("alerts.retry")}
          empty={(data) =>
            data.sites.length > 0
              ? undefined
              : { title: t("alerts.subscriptions.empty"), description: t("alerts.subscriptions.emptyHint") }
          }
        >
          {(data) => <SubscriptionsEditor sites={data.sites} />}
        </DataStates>
      </Stack>
    </Card>
  );
}

function SubscriptionsEditor({ sites }: { sites: readonly AlertSubscriptionAnswer[] }) {
  const { t } = useTranslation();
  const update = useUpdateAlertSubscriptions();
  const saved = useMemo(() => choicesOfAnswer(sites), [sites]);
  // null: nothing edited, the saved choices show. Kept when a save fails, so nothing ticked is lost.
  const [draft, setDraft] = useState<SubscriptionChoices | null>(null);
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const choices = draft ?? saved;
  const isDirty = draft !== null && !haveSameChoices(draft, saved);
  const subscribedCount = subscribedSiteCount(choices);

  const organismSiteIds = useMemo(() => siteIdsByOrganism(sites), [sites]);
  const shownSites = useMemo(() => sitesMatching(sites, search), [sites, search]);
  const totalPages = pageCount(shownSites.length);
  const shownPage = Math.min(page, totalPages);

  const change = (siteIds: readonly number[], choice: AlertChoice, isChosen: boolean) => {
    update.reset();
    setDraft(withChoice(choices, siteIds, choice, isChosen));
  };
  const save = () =>
    update.mutate(subscriptionsUpdateOf(choices), {
      onSuccess: () => {
        setDraft(null);
        showSuccess(t("alerts.subscriptions.saved"));
      },
    });

  return (
    <Stack gap="md">
      {sites.length > searchFromSiteCount && (
        <TextInput
          type="search"
          label={t("alerts.subscriptions.search")}
          placeholder={t("alerts.subscriptions.searchPlaceholder")}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={{ base: "100%", sm: 360 }}
        />
      )}
      {shownSites.length === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t("alerts.subscriptions.noMatch")}
        </Text>
      ) : (
        <>
          <AlertSubscriptionsTable
            organisms={organismsOnPage(shownSites, shownPage)}
            siteIdsByOrganism={organismSiteIds}
            choices={choices}
            disabled={update.isPending}
            onChange={change}
          />
          <ListPagination
            total={totalPages}
            value={shownPage}
            onChange={setPage}
            controlLabel={(control) => t(`alerts.pagination.${control}`)}
            pageLabel={(number) => t("alerts.pagination.page", { page: number })}
          />
        </>
      )}
      {update.isError && (
        <Alert color="red" variant="light" role="alert" title={t("alerts.subscriptions.saveFailed")}>
          <Text size="sm">{apiErrorMessage(update.error, t)}</Text>
        </Alert>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c={isDirty ? undefined : "dimmed"} role="status">
          {isDirty
            ? t("alerts.subscriptions.unsaved")
            : subscribedCount === 0
              ? t("alerts.subscriptions.summaryNone")
              : t("alerts.subscriptions.summary", { count: subscribedCount })}
        </Text>
        <Button onClick={save} loading={update.isPending} disabled={!isDirty}>
          {t("alerts.subscriptions.save")}
        </Button>
      </Group>
    </Stack>
  );
}
