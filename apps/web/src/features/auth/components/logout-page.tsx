import { paths } from "@ondine/domain";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useSignOut } from "../api/sign-out";
import { ProgressNotice } from "./progress-notice";

/** /account/logout: ends the session (failures ignored, docs/product.md#errors-behaviour), forgets the cache, then the sign-in page. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { mutateAsync: signOut } = useSignOut();
  const hasStarted = useRef(false);

  useEffect(() => {
    // Once, though React runs effects twice in development.
    if (hasStarted.current) return;
    hasStarted.current = true;
    void signOut().then(() => navigate({ to: paths.login, replace: true }));
  }, [signOut, navigate]);

  return <ProgressNotice label={t("logout.inProgress")} />;
}
