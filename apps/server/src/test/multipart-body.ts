/** A file part of a multipart body: its field, the name it is sent with, its bytes and type. */
export type MultipartFilePart = { field: string; name: string; bytes: Uint8Array; type?: string };

const boundary = "----ondine-test-boundary";

/** A `multipart/form-data` body of text fields and files, as a browser's form sends it, for `app.inject`. */
export function multipartBody(fields: Record<string, string>, files: readonly MultipartFilePart[] = []) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
