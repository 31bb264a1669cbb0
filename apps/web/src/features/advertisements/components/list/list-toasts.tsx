import { advertisementLimits } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { type Toast, ToastStack, useToasts } from "../../../../components/toasts/toast-stack";

/** The list's toasts, each closing itself after SPEC §9's 2 s (`advertisementLimits.toastMs`). */
export function useListToasts() {
  return useToasts(advertisementLimits.toastMs);
}

/** SPEC §2: top right, over the page. */
export function ListToasts({ toasts, onClose }: { toasts: readonly Toast[]; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <ToastStack
      toasts={toasts}
      onClose={onClose}
      closeLabel={t("advertisements.toast.close")}
      edge="top"
      testId="advertisements-toasts"
    />
  );
}
