import { Button, Checkbox, Code, CopyButton, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveFile } from "../../../api/download-export";

interface RecoveryCodesViewProps {
  codes: readonly string[];
  /** The account's address, named in the downloaded file. */
  email: string;
  /** Told once the user has ticked that they saved the codes and closes. */
  onClose: () => void;
}

/**
 * The recovery codes, shown this once (docs/security.md "Two-factor sign-in"): to copy or
 * download as text; closing waits for the user to say they saved them.
 */
export function RecoveryCodesView({ codes, email, onClose }: RecoveryCodesViewProps) {
  const { t } = useTranslation();
  const [isSaved, setIsSaved] = useState(false);
  const text = codes.join("\n");

  const download = () => {
    const lines = [
      t("account.twoFactor.recoveryCodes.fileTitle", { email }),
      t("account.twoFactor.recoveryCodes.fileHint"),
      "",
      text,
      "",
    ];
    saveFile(new Blob([lines.join("\n")], { type: "text/plain;charset=utf-8" }), "ondine-recovery-codes.txt");
  };

  return (
    <Stack gap="md">
      <Text>{t("account.twoFactor.recoveryCodes.intro")}</Text>
      <SimpleGrid
        component="ul"
        cols={2}
        spacing="xs"
        verticalSpacing="xs"
        aria-label={t("account.twoFactor.recoveryCodes.listLabel")}
        m={0}
        p={0}
        style={{ listStyle: "none" }}
      >
        {codes.map((code) => (
          <li key={code}>
            <Code fz="md">{code}</Code>
          </li>
        ))}
      </SimpleGrid>
      <Group gap="sm">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" color={copied ? "teal" : undefined} onClick={copy}>
              {copied ? t("account.twoFactor.recoveryCodes.copied") : t("account.twoFactor.recoveryCodes.copyAll")}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" onClick={download}>
          {t("account.twoFactor.recoveryCodes.download")}
        </Button>
      </Group>
      <Checkbox
        label={t("account.twoFactor.recoveryCodes.saved")}
        checked={isSaved}
        onChange={(event) => setIsSaved(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button onClick={onClose} disabled={!isSaved}>
          {t("account.twoFactor.recoveryCodes.close")}
        </Button>
      </Group>
    </Stack>
  );
}
