import { EmptyState, Stack, Text, Title } from "@mantine/core";
import { type IotDevice, type IotRoom, paths } from "@ondine/domain";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { hasPendingIotCommand, useRooms } from "../api/find-rooms";
import { iotSiteQueryKey } from "../api/iot-query-keys";
import { CheckoutModal } from "./checkout-modal";
import { ConfigureModal } from "./configure-modal";
import classes from "./iot-page.module.css";
import { ReplaceModal } from "./replace-modal";
import { RestartModal } from "./restart-modal";
import { RoomList } from "./room-list";
import { RoomPanel } from "./room-panel";
import { type IotSiteOption, SitePicker } from "./site-picker";
import { SiteStats } from "./site-stats";
import { WelcomeMessageCard } from "./welcome-message-card";

interface IotPageProps {
  /** The selected site; null when none is (an organism, or nothing). */
  site: { id: number; name: string } | null;
  /** Sites in production the picker offers: the selected organism's, or the selected site's organism's. */
  siteOptions: readonly IotSiteOption[];
  /** Whether a location (organism or site) is selected at all. */
  hasLocation: boolean;
  /** The `{filter?}` path segment: the room search. */
  filter: string;
}

/**
 * /network/status/iot/{filter?} (docs/product.md#iot-screen): a hotel site's
 * rooms, their sticks and TVs, welcome messages and the commands sent to them.
 */
export function IotPage({ site, siteOptions, hasLocation, filter }: IotPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  // The search lives in the address (it survives a reload); replacing the entry keeps the history short.
  const setFilter = (text: string) =>
    void navigate({
      to: paths.networkIot,
      params: { filter: text === "" ? undefined : text },
      search: (previous) => previous,
      replace: true,
    });
  const chooseSite = (option: IotSiteOption) =>
    void navigate({
      to: paths.networkIot,
      params: { filter: filter === "" ? undefined : filter },
      search: (previous) => ({ ...previous, location_site: option.id, location_organism: option.organism_id }),
    });

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t("routes.networkIot")}</Title>
        <Text c="dimmed" maw={760}>
          {t("iots.subtitle")}
        </Text>
      </Stack>
      {!hasLocation ? (
        <EmptyState py="xl" title={t("iots.noLocation.title")} description={t("iots.noLocation.message")} />
      ) : (
        <div className={classes.columns}>
          <div className={classes.column}>
            <SitePicker sites={siteOptions} siteId={site?.id ?? null} onChange={chooseSite} />
            {site && <SiteColumnBody siteId={site.id} />}
          </div>
          {site ? (
            <SiteRooms key={site.id} siteId={site.id} filter={filter} onFilterChange={setFilter} />
          ) : (
            <div className={classes.roomColumn}>
              <EmptyState
                py="xl"
                title={t("iots.chooseSite.title")}
                description={siteOptions.length === 0 ? t("iots.chooseSite.none") : t("iots.chooseSite.message")}
              />
            </div>
          )}
        </div>
      )}
    </Stack>
  );
}

function SiteColumnBody({ siteId }: { siteId: number }) {
  const rooms = useRooms(siteId);
  return (
    <>
      <SiteStats rooms={rooms.data} isLoading={rooms.isPending} />
      <WelcomeMessageCard siteId={siteId} />
    </>
  );
}

/** Columns 2 and 3 of one site, with the modals their buttons open. */
function SiteRooms({
  siteId,
  filter,
  onFilterChange,
}: {
  siteId: number;
  filter: string;
  onFilterChange: (text: string) => void;
}) {
  const rooms = useRooms(siteId);
  const queryClient = useQueryClient();
  const [selectedRoomId, setSelectedRoomId] = useState<number | null>(null);
  const [checkoutRoom, setCheckoutRoom] = useState<IotRoom | null>(null);
  const [restartDevice, setRestartDevice] = useState<IotDevice | null>(null);
  const [replaceDevice, setReplaceDevice] = useState<IotDevice | null>(null);
  const [configureTarget, setConfigureTarget] = useState<{ device: IotDevice; room: IotRoom } | null>(null);
  const selectedRoom = rooms.data?.find((room) => room.id === selectedRoomId) ?? null;

  // The rooms are read every 2 s while a command is pending (find-rooms.ts); when the last one ends, the
  // site's other reads (spares, histories) are read once more so that the outcome shows everywhere.
  const pending = hasPendingIotCommand(rooms.data);
  const wasPending = useRef(pending);
  const updatedAt = rooms.dataUpdatedAt;
  useEffect(() => {
    if (wasPending.current && !pending) void queryClient.invalidateQueries({ queryKey: iotSiteQueryKey(siteId) });
    wasPending.current = pending;
  }, [pending, queryClient, siteId]);
  // The room's history follows each new reading of the rooms (not the first, nor a change of room).
  const readAt = useRef(updatedAt);
  useEffect(() => {
    if (readAt.current === updatedAt) return;
    readAt.current = updatedAt;
    if (selectedRoomId !== null)
      void queryClient.invalidateQueries({ queryKey: [...iotSiteQueryKey(siteId), "history", selectedRoomId] });
  }, [updatedAt, selectedRoomId, queryClient, siteId]);

  return (
    <>
      <div className={classes.column}>
        <RoomList
          rooms={rooms.data}
          isLoading={rooms.isPending}
          error={rooms.error}
          search={filter}
          onSearchChange={onFilterChange}
          selectedRoomId={selectedRoomId}
          onSelect={(room) => setSelectedRoomId(room.id)}
          onCheckout={setCheckoutRoom}
        />
      </div>
      <div className={`${classes.column} ${classes.roomColumn}`}>
        <RoomPanel
          siteId={siteId}
          room={selectedRoom}
          onCheckout={setCheckoutRoom}
          onConfigure={(device, room) => setConfigureTarget({ device, room })}
          onRestart={setRestartDevice}
          onReplace={setReplaceDevice}
        />
      </div>
      <CheckoutModal siteId={siteId} room={checkoutRoom} onClose={() => setCheckoutRoom(null)} />
      <RestartModal siteId={siteId} device={restartDevice} onClose={() => setRestartDevice(null)} />
      <ReplaceModal siteId={siteId} device={replaceDevice} onClose={() => setReplaceDevice(null)} />
      <ConfigureModal siteId={siteId} target={configureTarget} onClose={() => setConfigureTarget(null)} />
    </>
  );
}
