import { Notification, Portal, Stack } from "@mantine/core";
import { advertisementLimits } from "@ondine/domain";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

export interface ListToast {
  id: number;
  tone: "success" | "danger";
  text: string;
}

/** The list's toasts, each closing itself after SPEC §9's 2 s (`advertisementLimits.toastMs`). */
export function useListToasts() {
  const [toasts, setToasts] = useState<ListToast[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (tone: ListToast["tone"], text: string) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, tone, text }]);
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        close(id);
      }, advertisementLimits.toastMs);
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
  return { toasts, show, close };
}

/** SPEC §2: top right, over the page; a polite live region so a screen reader hears them without losing focus. */
export function ListToasts({ toasts, onClose }: { toasts: readonly ListToast[]; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={16}
        right={16}
        maw="min(420px, calc(100vw - 32px))"
        style={{ zIndex: 1000 }}
        aria-live="polite"
        data-testid="advertisements-toasts"
      >
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            role={toast.tone === "danger" ? "alert" : "status"}
            color={toast.tone === "danger" ? "red" : "teal"}
            icon={toast.tone === "danger" ? <IconAlertTriangle size={18} /> : <IconCheck size={18} />}
            withBorder
            closeButtonProps={{ "aria-label": t("advertisements.toast.close") }}
            onClose={() => onClose(toast.id)}
          >
            {toast.text}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
