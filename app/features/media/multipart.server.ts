/**
 * A multipart/form-data body read as it arrives (decision 0033): each chunk is searched for the
 * next boundary with Buffer.indexOf, and the file's bytes go to the caller's sink (a temporary
 * file) chunk by chunk, the next chunk read once they are written. `Request.formData()` instead
 * gathered the whole body, then parsed it, copied the file into a Blob and copied it out again,
 * all in a few long tasks: 30-130 ms of blocked server for an 8.7 MB photo
 * (docs/performance.md#uploads).
 *
 * It understands what browsers, fetch's FormData and curl send: parts with a
 * `Content-Disposition: form-data; name="…"` header and, for a file, `filename="…"` (or RFC 5987's
 * `filename*`), names decoded as UTF-8 with a browser's `%22`, `%0D` and `%0A` turned back into
 * `"`, CR and LF, as `Request.formData()` does. The first file part of the file field is kept,
 * and the first value of each text field asked for; other parts are read past. Anything else, or
 * more than MAX_PARTS parts, is a MultipartError.
 */

export class MultipartError extends Error {}

/** The file part grew past the limit it was given. */
export class FilePartTooLarge extends Error {}

export interface MultipartLimits {
  /** The part whose file is kept, and where its bytes go, in order. */
  fileField: string;
  fileSink: (chunks: Buffer[]) => Promise<void>;
  /** Most bytes the kept file may have; more is a FilePartTooLarge. */
  fileBytes: number;
  /** Most bytes of a text field's value; more is a MultipartError. */
  fieldBytes: number;
  /** The text fields whose first value is kept; the others are read past. */
  fields: readonly string[];
}

export interface MultipartForm {
  /** The kept file's name and size; its bytes went to the sink. */
  file: { name: string; size: number } | null;
  fields: Map<string, string>;
}

/** The boundary of a `multipart/form-data; boundary=…` Content-Type (RFC 2046: 1-70 characters). */
export function boundaryOf(contentType: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(
    contentType ?? "",
  );
  return match ? ((match[1] ?? match[2]) as string) : null;
}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
const MAX_HEADERS = 16 * 1024;
/** Spaces a sender may put after a boundary before its line ends (RFC 2046's padding). */
const MAX_PADDING = 256;
/**
 * Most parts a body may have (an upload has two). A body Hono's limit gathered whole (chunked,
 * without a length) arrives as one chunk, read in one go: without a bound, a few megabytes of
 * empty parts would hold the event loop.
 */
const MAX_PARTS = 16;

interface Part {
  keep: "file" | "field" | "skip";
  name: string;
  filename: string;
  chunks: Buffer[];
  bytes: number;
}

export async function readMultipart(
  body: AsyncIterable<Uint8Array>,
  boundary: string,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const form: MultipartForm = { file: null, fields: new Map() };
  // The first boundary may open the body with no line break before it: one is supplied.
  let pending: Buffer = Buffer.from(CRLF);
  // Widened: step() moves it on, out of the compiler's sight.
  let state = "preamble" as "preamble" | "boundary" | "headers" | "content" | "done";
  let part: Part | null = null;
  let parts = 0;
  /** File bytes read and not yet handed to the sink. */
  let toSink: Buffer[] = [];

  const take = (data: Buffer) => {
    if (!part || part.keep === "skip" || data.length === 0) return;
    part.bytes += data.length;
    if (part.keep === "file") {
      if (part.bytes > limits.fileBytes) throw new FilePartTooLarge();
      toSink.push(data);
      return;
    }
    if (part.bytes > limits.fieldBytes) {
      throw new MultipartError(`field ${part.name} is over ${limits.fieldBytes} bytes`);
    }
    part.chunks.push(data);
  };

  const finish = () => {
    if (part?.keep === "file") {
      form.file = { name: part.filename, size: part.bytes };
    } else if (part?.keep === "field") {
      form.fields.set(part.name, Buffer.concat(part.chunks, part.bytes).toString("utf8"));
    }
    part = null;
  };

  /** One step through what is pending; false when it needs more of the body. */
  const step = (): boolean => {
    if (state === "preamble" || state === "content") {
      const at = pending.indexOf(delimiter);
      if (at === -1) {
        // All but what could be the start of a boundary cut by the chunk's end.
        const safe = pending.length - (delimiter.length - 1);
        if (safe > 0) {
          if (state === "content") take(pending.subarray(0, safe));
          pending = pending.subarray(safe);
        }
        return false;
      }
      if (state === "content") {
        take(pending.subarray(0, at));
        finish();
      }
      pending = pending.subarray(at + delimiter.length);
      state = "boundary";
      return true;
    }
    if (state === "boundary") {
      if (pending.length < 2) return false;
      if (pending[0] === 0x2d && pending[1] === 0x2d) {
        state = "done";
        return false;
      }
      const end = pending.indexOf(CRLF);
      if (end === -1) {
        if (pending.length > MAX_PADDING) throw new MultipartError("boundary line too long");
        return false;
      }
      if (!/^[ \t]*$/.test(pending.subarray(0, end).toString("latin1"))) {
        throw new MultipartError("text after a boundary");
      }
      pending = pending.subarray(end + CRLF.length);
      state = "headers";
      return true;
    }
    if (state === "headers") {
      if (pending.length < 2) return false;
      // A part without headers: its content starts right after the blank line.
      const empty = pending.subarray(0, 2).equals(CRLF);
      const end = empty ? 0 : pending.indexOf(HEADERS_END);
      if (end === -1) {
        if (pending.length > MAX_HEADERS) throw new MultipartError("part headers too long");
        return false;
      }
      if (++parts > MAX_PARTS) throw new MultipartError(`more than ${MAX_PARTS} parts`);
      part = partOf(pending.subarray(0, end).toString("utf8"), form, limits);
      pending = pending.subarray(empty ? CRLF.length : end + HEADERS_END.length);
      state = "content";
      return true;
    }
    return false;
  };

  for await (const chunk of body) {
    if (state === "done") continue; // the epilogue, read to the end and left
    const data = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    pending = pending.length === 0 ? data : Buffer.concat([pending, data]);
    while (step());
    if (toSink.length > 0) {
      const chunks = toSink;
      toSink = [];
      await limits.fileSink(chunks);
    }
  }
  if (state !== "done") throw new MultipartError("the body ended before its last boundary");
  return form;
}

/** The part its headers describe, and whether it is kept. */
function partOf(headers: string, form: MultipartForm, limits: MultipartLimits): Part {
  let disposition: string | undefined;
  for (const line of headers.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0 && line.slice(0, colon).trim().toLowerCase() === "content-disposition") {
      disposition = line.slice(colon + 1).trim();
    }
  }
  if (!disposition) throw new MultipartError("a part without Content-Disposition");
  const [type = "", ...rest] = disposition.split(";");
  if (type.trim().toLowerCase() !== "form-data") throw new MultipartError("not form-data");
  const parameters = new Map<string, string>();
  const pattern = /\s*([^\s=;]+)\s*=\s*(?:"([^"]*)"|([^\s;"]*))\s*(?:;|$)/y;
  const text = rest.join(";");
  pattern.lastIndex = 0;
  while (pattern.lastIndex < text.length) {
    const match = pattern.exec(text);
    if (!match) throw new MultipartError("a Content-Disposition it cannot read");
    const key = (match[1] as string).toLowerCase();
    if (!parameters.has(key)) parameters.set(key, match[2] ?? match[3] ?? "");
  }
  const name = unescapeName(parameters.get("name"));
  if (name === undefined) throw new MultipartError("a part without a name");
  const filename =
    extendedValue(parameters.get("filename*")) ?? unescapeName(parameters.get("filename"));
  const keep =
    filename !== undefined
      ? name === limits.fileField && form.file === null
        ? "file"
        : "skip"
      : limits.fields.includes(name) && !form.fields.has(name)
        ? "field"
        : "skip";
  return { keep, name, filename: filename ?? "", chunks: [], bytes: 0 };
}

/** A browser writes `"`, CR and LF in a name as `%22`, `%0D` and `%0A` (WHATWG's form encoding). */
function unescapeName(value: string | undefined): string | undefined {
  return value?.replace(/%(22|0d|0a)/gi, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** RFC 5987's `UTF-8''caf%C3%A9.jpg`, which some clients send as `filename*`. */
function extendedValue(value: string | undefined): string | undefined {
  const encoded = value && /^utf-8'[^']*'(.*)$/i.exec(value)?.[1];
  if (encoded === undefined || encoded === "") return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
