import { Group, Loader, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";

interface HomeStatusPanelProps {
  /** Where the statuses' read is. */
  state: "reading" | "read" | "failed";
  /** The alert once read, null when nothing asks for attention. */
  alert: ReactNode | null;
  /** What to say when nothing asks for attention. */
  allFine: string;
}

/**
 * Beside the map (docs/product.md#home-screen): the alerts on the site or the
 * sites shown, in a place held from the first frame, so that when the
 * statuses come (after the markers, docs/monitoring.md "The home over every
 * location") nothing on the page moves; until then it says it is reading.
 */
export function HomeStatusPanel({ state, alert, allFine }: HomeStatusPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    // aria-busy: assistive technologies wait for the statuses; the home bench (tools/bench/home) times their coming by it.
    <Stack gap="sm" component="section" aria-labelledby={titleId} aria-busy={state === "reading"}>
      <Title order={3} size="h5" id={titleId}>
        {t("home.status.title")}
      </Title>
      {state === "reading" ? (
        <Group gap="xs" wrap="nowrap">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t("home.status.reading")}
          </Text>
        </Group>
      ) : state === "failed" ? (
        <Text size="sm" c="dimmed">
          {t("home.status.unavailable")}
        </Text>
      ) : (
        (alert ?? <Text size="sm">{allFine}</Text>)
      )}
    </Stack>
  );
}
