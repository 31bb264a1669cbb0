import { useSyncExternalStore } from "react";

/** "Login: flag true/false in local storage" (docs/product.md#accounts-passwords). */
export const authenticatedStorageKey = "ondine.authenticated";

// Same-tab changes: the browser fires `storage` only in the other tabs.
const changeEvent = "ondine:authenticated";

export function isAuthenticated(): boolean {
  try {
    return window.localStorage.getItem(authenticatedStorageKey) === "true";
  } catch {
    // Storage disabled: nothing remembers the sign-in, as after a logout.
    return false;
  }
}

export function markAuthenticated(): void {
  writeFlag(true);
}

export function clearAuthenticated(): void {
  writeFlag(false);
}

function writeFlag(authenticated: boolean): void {
  try {
    window.localStorage.setItem(authenticatedStorageKey, String(authenticated));
  } catch {
    // See isAuthenticated.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === authenticatedStorageKey || event.key === null) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onStorage);
  };
}

/** The flag, kept current when this tab or another signs in or out. */
export function useIsAuthenticated(): boolean {
  return useSyncExternalStore(subscribe, isAuthenticated, () => false);
}
