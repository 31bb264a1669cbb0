import { useTranslation } from "react-i18next";
import type { LinkUseWords } from "./network-figure-words";

/** Under the link-use figure: "Link saturated" when it is, what is used of what the lines deliver, and their rate. */
export function LinkUseNote({ link }: { link: LinkUseWords }) {
  const { t } = useTranslation();
  return (
    <>
      <span style={{ display: "block" }}>
        {link.saturated && <strong>{t("linkUse.saturated")} · </strong>}
        {link.use}
      </span>
      {link.lineRate && <span style={{ display: "block" }}>{link.lineRate}</span>}
    </>
  );
}
