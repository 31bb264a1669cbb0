import { Skeleton, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** Modules of white around the code, which a camera needs to find its edges (the QR standard asks for 4). */
const quietZone = 4;
/** Drawn size in pixels: large enough for a phone held at arm's length. */
const side = 208;

type Drawing = { status: "drawing" } | { status: "drawn"; size: number; path: string } | { status: "failed" };

/** The dark modules of the code for `address` as one SVG path, a 1-unit square each. */
async function drawQrCode(address: string): Promise<{ size: number; path: string }> {
  // Loaded when a user sets up an app: `qrcode` stays off every other page (docs/performance.md).
  const { create } = await import("qrcode");
  const { modules } = create(address, { errorCorrectionLevel: "M" });
  let path = "";
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
  return { size: modules.size, path };
}

/**
 * The `otpauth://` address an authenticator app scans (docs/security.md "Two-factor sign-in"),
 * drawn here as SVG: no third party ever sees the secret. The key in text stands beside it.
 */
export function AuthenticatorQrCode({ address }: { address: string }) {
  const { t } = useTranslation();
  const [drawing, setDrawing] = useState<Drawing>({ status: "drawing" });

  useEffect(() => {
    let isCurrent = true;
    setDrawing({ status: "drawing" });
    drawQrCode(address).then(
      (drawn) => isCurrent && setDrawing({ status: "drawn", ...drawn }),
      () => isCurrent && setDrawing({ status: "failed" }),
    );
    return () => {
      isCurrent = false;
    };
  }, [address]);

  if (drawing.status === "failed") {
    return (
      <Text size="sm" c="orange.8" role="status">
        {t("account.twoFactor.enrol.qrFailed")}
      </Text>
    );
  }
  if (drawing.status === "drawing") return <Skeleton width={side} height={side} />;
  const viewSide = drawing.size + 2 * quietZone;
  return (
    <svg
      width={side}
      height={side}
      viewBox={`${-quietZone} ${-quietZone} ${viewSide} ${viewSide}`}
      role="img"
      aria-label={t("account.twoFactor.enrol.qrLabel")}
      shapeRendering="crispEdges"
    >
      <rect x={-quietZone} y={-quietZone} width={viewSide} height={viewSide} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}
