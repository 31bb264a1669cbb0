import { advertisementLimits } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import { type Toast, ToastStack, useToasts } from "../../../components/toasts/toast-stack";

/** The announcements screens' toasts, each closing itself after SPEC §9's 2 s (`advertisementLimits.toastMs`). */
export function useAdvertisementToasts() {
  return useToasts(advertisementLimits.toastMs);
}

/** SPEC §2 and §8: top right, over the page (a saved announcement on the list, a refused save on the form). */
export function AdvertisementToasts({ toasts, onClose }: { toasts: readonly Toast[]; onClose: (id: number) => void }) {
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
