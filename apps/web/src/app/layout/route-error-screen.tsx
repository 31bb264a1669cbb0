import type { ErrorComponentProps } from "@tanstack/react-router";
import { useEffect } from "react";
import { ErrorPage } from "../../features/errors/components/error-page";

/** A screen that crashed shows "500 page" (docs/product.md#errors); the details go to the console for support. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage errorKey="internal_error" />;
}
