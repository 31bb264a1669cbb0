import { ActionIcon, Group, Tooltip } from "@mantine/core";
import { type Advertisement, paths } from "@ondine/domain";
import IconPencil from "@tabler/icons-react/icons/IconPencil";
import IconTrash from "@tabler/icons-react/icons/IconTrash";
import { Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";

interface AdvertisementActionsProps {
  advertisement: Advertisement;
  onDelete: (advertisement: Advertisement) => void;
}

/** Edit (a link, so it opens in a new tab too) and delete, each named with the announcement's title. */
export function AdvertisementActions({ advertisement, onDelete }: AdvertisementActionsProps) {
  const { t } = useTranslation();
  const title = advertisement.internal_title;
  const editLabel = t("advertisements.list.edit", { title });
  const deleteLabel = t("advertisements.list.delete", { title });
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label={editLabel} withinPortal>
        <ActionIcon
          renderRoot={(props) => (
            <Link {...props} to={paths.advertisementsEdit} params={{ id: String(advertisement.id) }} />
          )}
          variant="subtle"
          size="lg"
          aria-label={editLabel}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={deleteLabel} withinPortal>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={deleteLabel}
          onClick={() => onDelete(advertisement)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
