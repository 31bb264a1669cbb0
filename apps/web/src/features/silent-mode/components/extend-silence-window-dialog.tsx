import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import {
  type FieldErrors,
  type SilenceWindowAnswer,
  silenceErrors,
  silenceExtensionProblems,
  silenceLimits,
  silenceWindowExtendSchema,
} from "@ondine/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { InterfaceDatesProvider } from "../../../components/dates/interface-dates-provider";
import { useExtendSilenceWindow } from "../api/extend-silence-window";
import { ParisMomentField } from "../form/paris-moment-field";
import { instantOfParisWallClock, parisWallClockOf } from "../paris-wall-clock";
import { silenceErrorText } from "../silence-error-text";
import { formatParisDateTime } from "../silence-time-format";

interface ExtendSilenceWindowDialogProps {
  /** The window to extend; none closes the dialog. */
  window: SilenceWindowAnswer | undefined;
  onClose: () => void;
  onExtended: (window: SilenceWindowAnswer) => void;
}

/** The errors that concern the new end itself; the others (a recurring or past window) are the window's. */
const newEndErrors: readonly string[] = [
  silenceErrors.extendNotLater,
  silenceErrors.tooFarAhead,
  "formErrors.required",
  "formErrors.invalid",
];

/** The errors of an extension by where they show: under the new end, or above it. */
function splitErrors(errors: FieldErrors): { field?: string; others: string[] } {
  const messages = Object.values(errors).flat();
  return {
    field: messages.find((message) => newEndErrors.includes(message)),
    others: messages.filter((message) => !newEndErrors.includes(message)),
  };
}

/**
 * A later end for a window that is not weekly (docs/alerts.md#silent-mode):
 * at most 30 days ahead, checked before sending by the schema and the rules
 * the server applies (silenceExtensionProblems); the server's refusal shows
 * the same way, the date typed kept.
 */
export function ExtendSilenceWindowDialog({ window, onClose, onExtended }: ExtendSilenceWindowDialogProps) {
  const { t } = useTranslation();
  // The window last asked about: the dialog still shows it while it fades out.
  const [shown, setShown] = useState(window);
  if (window !== undefined && window !== shown) setShown(window);
  return (
    <Modal opened={window !== undefined} onClose={onClose} title={t("silentMode.extend.title")} centered>
      {shown && <ExtendForm key={shown.id} window={shown} onClose={onClose} onExtended={onExtended} />}
    </Modal>
  );
}

function ExtendForm({ window, onClose, onExtended }: ExtendSilenceWindowDialogProps & { window: SilenceWindowAnswer }) {
  const { t } = useTranslation();
  const extension = useExtendSilenceWindow();
  const [newEnd, setNewEnd] = useState(() => parisWallClockOf(window.ends_at));
  const [fieldError, setFieldError] = useState<string>();
  const [refusal, setRefusal] = useState<{ message?: string; others: string[] }>();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (extension.isPending) return;
    setRefusal(undefined);
    const endsAt = instantOfParisWallClock(newEnd);
    const parsed = silenceWindowExtendSchema.safeParse({ ends_at: endsAt });
    const problems = parsed.success
      ? silenceExtensionProblems(
          {
            startsAt: new Date(window.starts_at),
            endsAt: new Date(window.ends_at),
            rrule: window.rrule,
            endedEarlyAt: window.ended_early_at === null ? null : new Date(window.ended_early_at),
          },
          new Date(parsed.data.ends_at),
          new Date(),
        )
      : parsed.error.issues.map((issue) => issue.message);
    if (!parsed.success || problems.length > 0) {
      const { field, others } = splitErrors({ ends_at: problems });
      setFieldError(field);
      if (others.length > 0) setRefusal({ others });
      return;
    }
    setFieldError(undefined);
    try {
      onExtended(await extension.mutateAsync({ id: window.id, body: parsed.data }));
    } catch (error) {
      const { field, others } = splitErrors(isApiError(error) ? error.errors : {});
      setFieldError(field);
      setRefusal({ message: apiErrorMessage(error, t), others });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("silentMode.extend.title")}>
      <Stack gap="md">
        {refusal && (
          <Alert color="red" variant="light" title={t("silentMode.extend.refused")} role="alert">
            <Stack gap={4}>
              {refusal.message && <Text size="sm">{refusal.message}</Text>}
              {refusal.others.map((message) => (
                <Text key={message} size="sm">
                  {silenceErrorText(message)}
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        <Text size="sm">
          {t("silentMode.extend.currentEnd", { site: window.site_name, date: formatParisDateTime(window.ends_at) })}
        </Text>
        <InterfaceDatesProvider>
          <ParisMomentField
            label={t("silentMode.extend.newEnd")}
            description={t("silentMode.extend.newEndHint", { days: silenceLimits.maxAheadDays })}
            required
            value={newEnd}
            onChange={(moment) => {
              setNewEnd(moment);
              setFieldError(undefined);
            }}
            error={silenceErrorText(fieldError)}
            disabled={extension.isPending}
          />
        </InterfaceDatesProvider>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={extension.isPending}>
            {t("silentMode.extend.cancel")}
          </Button>
          <Button type="submit" loading={extension.isPending}>
            {t("silentMode.extend.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
