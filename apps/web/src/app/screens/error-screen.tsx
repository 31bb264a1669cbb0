import { getRouteApi } from "@tanstack/react-router";
import { ErrorPage } from "../../features/errors/components/error-page";

const errorRoute = getRouteApi("/errors/$errorKey");

/** /errors/{errorKey} */
export function ErrorScreen() {
  const { errorKey } = errorRoute.useParams();
  return <ErrorPage errorKey={errorKey} />;
}
