import { Alert, Button, FileButton, Stack, Text } from "@mantine/core";
import { floorPlanContentTypes, floorPlanFileProblem, floorPlanLimits } from "@ondine/domain";
import IconUpload from "@tabler/icons-react/icons/IconUpload";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/api-error";
import { apiErrorMessage } from "../../../api/api-error-message";
import { formatByteSize } from "../../../i18n/format-number";
import { i18n } from "../../../i18n/i18n";
import { useReplaceFloorPlan } from "../api/replace-floor-plan";

/** The server's reason: its 422 `errors.plan` message, a 413's size limit, else the docs/product.md#errors code's text. */
function refusalOf(error: unknown, t: TFunction): string {
  if (isApiError(error)) {
    if (error.status === 413) return t("maps.plan.errors.size", { max: formatByteSize(floorPlanLimits.maxBytes) });
    // The server words its refusal as an i18n key (floorPlanRefusals); one this console does not know is shown as sent.
    const reason = error.errors.plan?.[0];
    const sides = { min: floorPlanLimits.minSide, max: floorPlanLimits.maxSide };
    if (reason) return i18n.exists(reason) ? String(t(reason as never, sides)) : reason;
  }
  return apiErrorMessage(error, t);
}

interface ReplaceFloorPlanProps {
  siteId: number;
  floor: { uuid: string; name: string };
}

/**
 * Administrators: replace the current floor's plan with a PNG,
 * JPEG or SVG image. The type and size are checked here first (the same
 * limits as the server's); the server's refusal is shown as it words it.
 */
export function ReplaceFloorPlan({ siteId, floor }: ReplaceFloorPlanProps) {
  const { t } = useTranslation();
  const replace = useReplaceFloorPlan(siteId);
  const [problem, setProblem] = useState<string | null>(null);
  const [replacedFloor, setReplacedFloor] = useState<string | null>(null);

  const choose = (file: File | null) => {
    setReplacedFloor(null);
    replace.reset();
    if (!file) return;
    const fileProblem = floorPlanFileProblem(file);
    if (fileProblem) {
      setProblem(t(`maps.plan.errors.${fileProblem}`, { max: formatByteSize(floorPlanLimits.maxBytes) }));
      return;
    }
    setProblem(null);
    replace.mutate({ floorUuid: floor.uuid, file }, { onSuccess: () => setReplacedFloor(floor.uuid) });
  };

  const message = problem ?? (replace.isError ? refusalOf(replace.error, t) : null);
  return (
    <Stack gap={6}>
      <FileButton onChange={choose} accept={floorPlanContentTypes.join(",")}>
        {(props) => (
          <Button
            {...props}
            variant="default"
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            loading={replace.isPending}
            aria-label={t("maps.plan.replaceOf", { floor: floor.name })}
          >
            {t("maps.plan.replace")}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed">
        {t("maps.plan.hint", { max: formatByteSize(floorPlanLimits.maxBytes) })}
      </Text>
      {message && (
        <Alert color="red" variant="light" p="xs" role="alert">
          <Text size="sm">{message}</Text>
        </Alert>
      )}
      {replacedFloor === floor.uuid && !message && (
        <Text size="sm" c="green.8" role="status">
          {t("maps.plan.replaced", { floor: floor.name })}
        </Text>
      )}
    </Stack>
  );
}
