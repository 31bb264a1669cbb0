import { Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { advertisementImageContentTypes, advertisementImageSize } from "@ondine/domain";
import IconPhotoUp from "@tabler/icons-react/icons/IconPhotoUp";
import { type DragEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formErrorText } from "../../../../i18n/form-errors";
import { formatNumber } from "../../../../i18n/format-number";
import { hasStoredImage, type ImageChoice } from "./advertisement-form-values";
import classes from "./image-drop-zone.module.css";
import { readImageFile } from "./read-image-file";

interface ImageDropZoneProps {
  choice: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  /** An i18n key: the file refused here, or the server's word on the image. */
  error: string | undefined;
  onError: (error: string | undefined) => void;
}

/** "512 ko" under 1,024,000 bytes, else "1,5 mo" (docs/product.md#announcements-screens, docs/product.md#announcements-limits), the number in the interface language. */
export function useImageSizeLabel(): (bytes: number) => string {
  const { t } = useTranslation();
  return (bytes) => {
    const { amount, unit } = advertisementImageSize(bytes);
    return t(`advertisements.form.image.size_${unit}`, { amount: formatNumber(amount, { maximumFractionDigits: 1 }) });
  };
}

/** docs/product.md#announcements-screens, docs/product.md#announcements-validation: a jpg or png of at most 2 mo, dropped or chosen, read as base64; landscape preferred. */
export function ImageDropZone({ choice, onChange, error, onError }: ImageDropZoneProps) {
  const { t } = useTranslation();
  const sizeLabel = useImageSizeLabel();
  const inputId = useId();
  const hintId = useId();
  const titleId = useId();
  const actionId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);

  const take = async (file: File | undefined) => {
    if (!file) return;
    const reading = await readImageFile(file);
    if (reading.ok) {
      onError(undefined);
      onChange({ kind: "new", image: reading.image, hadStored: hasStoredImage(choice) });
    } else onError(reading.error);
  };
  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  };

  const shown =
    choice.kind === "new"
      ? { src: choice.image.base64, ...choice.image }
      : choice.kind === "stored"
        ? { src: choice.image.url, ...choice.image }
        : undefined;

  return (
    <Stack gap="xs">
      {/* The field's name; the zone below is its one <label> (a click on it opens the file chooser). */}
      <Text id={titleId} fw={500} size="sm">
        {t("advertisements.form.image.label")}
      </Text>
      <Text id={hintId} size="xs" c="dimmed">
        {t("advertisements.form.image.hint")}
      </Text>
      {shown ? (
        <Group gap="md" wrap="nowrap" align="center">
          <img className={classes.thumbnail} src={shown.src} alt={t("advertisements.form.image.thumbnail")} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate="end">
              {shown.name}
            </Text>
            <Text size="xs" c="dimmed">
              {sizeLabel(shown.size)}
            </Text>
            {shown.height > shown.width && (
              <Text size="xs" c="orange.9">
                {t("advertisements.form.image.landscapePreferred")}
              </Text>
            )}
          </Stack>
          <Button
            variant="default"
            size="xs"
            ml="auto"
            onClick={() => {
              onError(undefined);
              onChange({ kind: "none", hadStored: hasStoredImage(choice) });
            }}
          >
            {t("advertisements.form.image.remove")}
          </Button>
        </Group>
      ) : null}
      <label
        htmlFor={inputId}
        className={[classes.zone, dragging ? classes.dragging : "", error ? classes.invalid : ""].join(" ")}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <IconPhotoUp size={28} aria-hidden />
        <Text size="sm" id={actionId}>
          {shown ? t("advertisements.form.image.replace") : t("advertisements.form.image.drop")}
        </Text>
        <VisuallyHidden>
          <input
            id={inputId}
            type="file"
            aria-labelledby={`${titleId} ${actionId}`}
            accept={[...advertisementImageContentTypes, ".jpg", ".jpeg", ".png"].join(",")}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              void take(event.currentTarget.files?.[0]);
              // The same file chosen again after a removal is read again.
              event.currentTarget.value = "";
            }}
          />
        </VisuallyHidden>
      </label>
      {error && (
        <Text id={errorId} size="sm" c="red.8" role="alert">
          {formErrorText(error)}
        </Text>
      )}
    </Stack>
  );
}
