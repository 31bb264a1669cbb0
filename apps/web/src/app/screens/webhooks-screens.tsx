import { getRouteApi } from "@tanstack/react-router";
import { useLocationDirectory } from "../../features/locations/api/find-caller-locations";
import { WebhookEndpointPage, WebhooksPage } from "../../features/webhooks";

// The webhooks' two screens behind one import of the entry chunk (on the
// sign-in path, whose budget is nearly spent: each import there carries its
// list of files).

/**
 * /administration/webhooks (docs/webhooks.md#endpoints): the endpoints of the
 * organisms of the caller's directory, which holds an organism only for
 * whoever holds it whole (every organism for an admin): the organisms whose
 * endpoints the caller manages.
 */
export function WebhooksScreen() {
  const directory = useLocationDirectory();
  const organisms = directory.data?.organisms.map((organism) => ({ id: organism.id, name: organism.name }));
  return <WebhooksPage organisms={{ ...directory, data: organisms }} />;
}

const endpointRoute = getRouteApi("/administration/webhooks/$id");

/** /administration/webhooks/{id}: one endpoint and its log. */
export function WebhookEndpointScreen() {
  const { id } = endpointRoute.useParams();
  return <WebhookEndpointPage idText={id} />;
}
