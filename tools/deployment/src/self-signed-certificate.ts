import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The two files the site file names under /etc/ssl/ondine/. */
export interface CertificateFiles {
  certificate: string;
  privateKey: string;
}

/**
 * A throwaway self-signed certificate for localhost and 127.0.0.1, made with
 * openssl into `dir` as fullchain.pem and privkey.pem (the names
 * deploy/nginx/ondine.conf expects). Valid two days: a test's, never a host's.
 */
export function makeSelfSignedCertificate(dir: string): CertificateFiles {
  const files = { certificate: join(dir, "fullchain.pem"), privateKey: join(dir, "privkey.pem") };
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      files.privateKey,
      "-out",
      files.certificate,
    ],
    { encoding: "utf8" },
  );
  if (made.error) throw new Error(`openssl could not run (${made.error.message}): apt-get install openssl`);
  if (made.status !== 0) throw new Error(`openssl could not make the certificate:\n${made.stderr}`);
  return files;
}
