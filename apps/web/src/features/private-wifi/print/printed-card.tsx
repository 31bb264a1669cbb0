import type { PrivateSpaceCardsAnswer } from "@ondine/domain";
import { useTranslation } from "react-i18next";
import type { PrintedCardTexts, PrintedLine } from "./printed-card-texts";
import classes from "./private-cards-sheet.module.css";
import { WifiQrCode } from "./wifi-qr-code";

type Card = PrivateSpaceCardsAnswer["cards"][number];

/** One printed line, followed by its English version when the interface is in another language. */
function PrintedText({ line }: { line: PrintedLine }) {
  return (
    <span className={classes.line}>
      {line.text}
      {line.english !== null && (
        <span className={classes.english} lang="en">
          {line.english}
        </span>
      )}
    </span>
  );
}

interface PrintedCardProps {
  card: Card;
  ssid: string;
  siteName: string;
  texts: PrintedCardTexts;
}

/** One space's card (docs/private-wifi.md#cards): the site, the space, the SSID, the key, until when, and the QR code to join. */
export function PrintedCard({ card, ssid, siteName, texts }: PrintedCardProps) {
  const { t } = useTranslation();
  return (
    <article className={classes.card} data-testid="printed-card">
      <div className={classes.title}>
        <PrintedText line={texts.title} />
      </div>
      <div className={classes.site}>{siteName}</div>
      <div className={classes.name}>{card.name}</div>
      <div className={classes.field}>
        <PrintedText line={texts.network} />
        <span className={classes.value}>{ssid}</span>
      </div>
      <div className={classes.field}>
        <PrintedText line={texts.key} />
        <span className={`${classes.value} ${classes.key}`} data-testid="printed-key">
          {card.psk}
        </span>
      </div>
      <PrintedText line={texts.expiry} />
      <div className={classes.join}>
        <WifiQrCode
          className={classes.qr}
          ssid={ssid}
          psk={card.psk}
          label={t("privateWifi.print.card.qr", { name: card.name })}
        />
        <PrintedText line={texts.scan} />
      </div>
    </article>
  );
}
