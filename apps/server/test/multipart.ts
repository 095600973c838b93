import { randomBytes } from 'node:crypto';

export interface FilePart {
  bytes: Buffer;
  filename: string;
  /** Default application/octet-stream: the server decides by content, never by this. */
  type?: string;
}

/** A multipart/form-data body as a browser sends one: the text fields, then the files. */
/** A list of files under one name goes out as that many parts of that name, in order. */
export function multipart(fields: Record<string, string | number>, files: Record<string, FilePart | FilePart[]> = {}) {
  const boundary = `----crayonbox${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  for (const [name, file] of Object.entries(files).flatMap(([n, f]) => (Array.isArray(f) ? f : [f]).map((one) => [n, one] as const))) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
    parts.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
