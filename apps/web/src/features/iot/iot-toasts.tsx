import { createContext, type ReactNode, useContext } from "react";
import { useTranslation } from "react-i18next";
import { type ShowToast, ToastStack, useToasts } from "../../components/toasts/toast-stack";

/** SPEC §9: a toast stays 2000 ms. */
export const iotToastMs = 2_000;

const ToastContext = createContext<ShowToast>(() => undefined);

/** SPEC §8 IoT toasts: the commands' successes and the danger toast of their failures. */
export function useIotToast(): ShowToast {
  return useContext(ToastContext);
}

/** The IoT screen's toasts, bottom right, each closing itself after SPEC's 2000 ms; its modals show them. */
export function IotToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { toasts, show, close } = useToasts(iotToastMs);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ToastStack
        toasts={toasts}
        onClose={close}
        closeLabel={t("iots.toasts.close")}
        edge="bottom"
        testId="iot-toasts"
      />
    </ToastContext.Provider>
  );
}
