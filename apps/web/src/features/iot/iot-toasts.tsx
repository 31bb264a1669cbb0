import { Notification, Portal, Stack } from "@mantine/core";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/** SPEC §9: a toast stays 2000 ms. */
export const iotToastMs = 2_000;

export interface IotToast {
  id: number;
  tone: "success" | "danger";
  text: string;
}

type ShowToast = (tone: IotToast["tone"], text: string) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

/** SPEC §8 IoT toasts: the commands' successes and the danger toast of their failures. */
export function useIotToast(): ShowToast {
  return useContext(ToastContext);
}

/** The IoT screen's toasts: a polite live region in a corner, each closing itself after SPEC's 2000 ms. */
export function IotToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<IotToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ShowToast>(
    (tone, text) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, tone, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        close(id);
      }, iotToastMs);
      timers.current.add(timer);
    },
    [close],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Portal>
        <Stack
          gap="xs"
          pos="fixed"
          bottom={16}
          right={16}
          maw="min(420px, calc(100vw - 32px))"
          style={{ zIndex: 1000 }}
          aria-live="polite"
          data-testid="iot-toasts"
        >
          {toasts.map((toast) => (
            <Notification
              key={toast.id}
              role={toast.tone === "danger" ? "alert" : "status"}
              color={toast.tone === "danger" ? "red" : "teal"}
              icon={toast.tone === "danger" ? <IconAlertTriangle size={18} /> : <IconCheck size={18} />}
              withBorder
              closeButtonProps={{ "aria-label": t("iots.toasts.close") }}
              onClose={() => close(toast.id)}
            >
              {toast.text}
            </Notification>
          ))}
        </Stack>
      </Portal>
    </ToastContext.Provider>
  );
}
