import { type RefObject, useEffect, useRef } from "react";

/**
 * A ref whose element takes the focus when it appears (give it tabIndex={-1}
 * if it is not focusable): a result that replaces a form gets the focus the
 * form's button had, instead of leaving it to the page's body.
 */
export function useFocusOnMount<Element extends HTMLElement>(): RefObject<Element | null> {
  const ref = useRef<Element>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
