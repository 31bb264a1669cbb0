import { Notification, Portal, Stack } from "@mantine/core";
import IconAlertTriangle from "@tabler/icons-react/icons/IconAlertTriangle";
import IconCheck from "@tabler/icons-react/icons/IconCheck";
import { useCallback, useEffect, useRef, useState } from "react";

export interface Toast {
  id: number;
  tone: "success" | "danger";
  text: string;
}

export type ShowToast = (tone: Toast["tone"], text: string) => void;

/** Toasts that each close themselves after `lifetimeMs` (SPEC §9: 2000 ms); their timers end with the screen. */
export function useToasts(lifetimeMs: number): {
  toasts: readonly Toast[];
  show: ShowToast;
  close: (id: number) => void;
} {
  const [toasts, setToasts] = useState<Toast[]>([]);
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
      }, lifetimeMs);
      timers.current.add(timer);
    },
    [close, lifetimeMs],
  );
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  return { toasts, show, close };
}

interface ToastStackProps {
  toasts: readonly Toast[];
  onClose: (id: number) => void;
  /** The close button's accessible name, in the interface language. */
  closeLabel: string;
  /** The corner's edge: the right-hand top or bottom of the window. */
  edge: "top" | "bottom";
  testId: string;
}

/**
 * The toasts over the page in a corner: a polite live region so a screen
 * reader hears them without losing focus; a failure is an alert, a success a status.
 */
export function ToastStack({ toasts, onClose, closeLabel, edge, testId }: ToastStackProps) {
  return (
    <Portal>
      <Stack
        gap="xs"
        pos="fixed"
        top={edge === "top" ? 16 : undefined}
        bottom={edge === "bottom" ? 16 : undefined}
        right={16}
        maw="min(420px, calc(100vw - 32px))"
        style={{ zIndex: 1000 }}
        aria-live="polite"
        data-testid={testId}
      >
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            role={toast.tone === "danger" ? "alert" : "status"}
            color={toast.tone === "danger" ? "red" : "teal"}
            icon={toast.tone === "danger" ? <IconAlertTriangle size={18} /> : <IconCheck size={18} />}
            withBorder
            closeButtonProps={{ "aria-label": closeLabel }}
            onClose={() => onClose(toast.id)}
          >
            {toast.text}
          </Notification>
        ))}
      </Stack>
    </Portal>
  );
}
