export type Part = { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----folio${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`),
          part.bytes,
          Buffer.from('\r\n'),
        ],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** One file, the common case. */
export const multipart = (field: string, filename: string, bytes: Buffer, type = 'application/octet-stream') =>
  multipartBody([{ name: field, filename, bytes, type }]);
