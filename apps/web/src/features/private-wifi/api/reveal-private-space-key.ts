import { type PrivateSpaceKey, privateSpaceKeySchema } from "@ondine/domain";
import { useMutation } from "@tanstack/react-query";
import { apiCall } from "../../../api/client";
import { useStepUp } from "../../../api/step-up";
import { privateWifiApiPaths } from "./private-wifi-paths";

/** POST /ran/spaces/{id}/reveal (docs/private-wifi.md#keys): the key, each reading written to the audit log. */
export function revealPrivateSpaceKey(id: number): Promise<PrivateSpaceKey> {
  return apiCall("POST", privateWifiApiPaths.spaceAction(id, "reveal"), privateSpaceKeySchema);
}

/**
 * A mutation, not a cached read: each showing is asked for (and audited), and the key is kept nowhere else.
 * The second factor may be asked again first (docs/security.md "Step-up").
 */
export function useRevealPrivateSpaceKey() {
  const stepUp = useStepUp();
  return useMutation({ mutationFn: (id: number) => stepUp(() => revealPrivateSpaceKey(id)) });
}
