import { Text, VisuallyHidden } from "@mantine/core";
import { formatDateTime } from "../../../i18n/format-date-time";
import { formatRelativeTime } from "../../../i18n/format-relative-time";

interface AccessPointTimeProps {
  at: string | null;
  now: Date;
  /** The sentence the relative time goes in ("Down 2 hours ago"); the time alone without it. */
  phrase?: (relative: string) => string;
}

/** An instant of an access point's life: how long ago, the date and time on hover and for a screen reader; '-' when unknown. */
export function AccessPointTime({ at, now, phrase = (relative) => relative }: AccessPointTimeProps) {
  if (at === null) return <>{phrase("-")}</>;
  const text = phrase(formatRelativeTime(at, now));
  const absolute = formatDateTime(at);
  return (
    <Text span inherit title={absolute}>
      <time dateTime={at}>{text}</time>
      <VisuallyHidden> ({absolute})</VisuallyHidden>
    </Text>
  );
}
