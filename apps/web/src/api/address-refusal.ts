/**
 * docs/security.md "Organism security": a call answered 403 IP_NOT_ALLOWED
 * means the server ended the session (the member's organisms do not allow
 * this address). The client announces it here; the app signs the console
 * out (app/layout/use-sign-out-on-address-refusal.ts). Shared code does not
 * reach into a feature, hence a listener rather than a call.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

/** Calls `listener` at each refusal; returns the function that stops it. */
export function onAddressRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function announceAddressRefused(): void {
  for (const listener of [...listeners]) listener();
}
