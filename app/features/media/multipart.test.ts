import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  boundaryOf,
  FilePartTooLarge,
  MultipartError,
  type MultipartLimits,
  readMultipart,
} from "./multipart.server.ts";

/** A body as fetch's FormData encodes it (as browsers do), and its Content-Type. */
async function encode(form: FormData) {
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

/** `body` cut at `cuts` (offsets), as a stream of chunks. */
async function* inChunks(body: Buffer, cuts: number[] = []) {
  let from = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
    if (cut <= from || cut >= body.length) continue;
    yield body.subarray(from, cut);
    from = cut;
  }
  yield body.subarray(from);
}

async function read(
  body: Buffer,
  contentType: string,
  cuts: number[] = [],
  limits: Partial<Omit<MultipartLimits, "fileSink">> = {},
) {
  const sunk: Buffer[] = [];
  const form = await readMultipart(inChunks(body, cuts), boundaryOf(contentType) as string, {
    fileField: "file",
    fileBytes: 1024 * 1024,
    fieldBytes: 16 * 1024,
    fields: ["alt", "outro", "file"],
    ...limits,
    fileSink: async (chunks) => {
      sunk.push(...chunks.map((chunk) => Buffer.from(chunk)));
    },
  });
  return { form, bytes: Buffer.concat(sunk) };
}

const raw = (text: string) => Buffer.from(text.replaceAll("\n", "\r\n"));
const typeB = "multipart/form-data; boundary=B";

describe("readMultipart", () => {
  it("reads what Request.formData() reads, however the body is cut into chunks", async () => {
    const text = fc.string({ unit: fc.constantFrom(...'aZ 9-_.çãé"\n\r%;=\\/') });
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        text,
        fc.array(fc.tuple(fc.constantFrom("alt", "outro", "file"), text), { maxLength: 3 }),
        fc.boolean(),
        fc.array(fc.nat(), { maxLength: 12 }),
        async (bytes, fileName, fields, fileFirst, cuts) => {
          const form = new FormData();
          const file = new File([bytes as Uint8Array<ArrayBuffer>], fileName);
          if (fileFirst) form.append("file", file);
          for (const [name, value] of fields) form.append(name, value);
          if (!fileFirst) form.append("file", file);
          const { body, contentType } = await encode(form);
          const expected = await new Response(body, {
            headers: { "content-type": contentType },
          }).formData();
          const { form: got, bytes: sunk } = await read(
            body,
            contentType,
            cuts.map((cut) => cut % (body.length + 1)),
          );
          // formData() keeps every part; readMultipart the first file of `file` and the first
          // value of each text field, which is what the upload reads with form.get().
          // (A File without a name is sent as text: no filename, so no file either side.)
          const firstFile = expected.getAll("file").find((entry) => entry instanceof File);
          if (firstFile === undefined) {
            expect(got.file).toBeNull();
          } else {
            expect(got.file?.name).toBe(firstFile.name);
            expect(sunk.equals(Buffer.from(await firstFile.arrayBuffer()))).toBe(true);
            expect(got.file?.size).toBe(sunk.length);
          }
          for (const name of ["alt", "outro"]) {
            expect(got.fields.get(name)).toBe(expected.get(name) ?? undefined);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("finds a boundary cut across chunks of a single byte", async () => {
    const form = new FormData();
    form.append("alt", "Fachada --B da loja");
    form.append("file", new File([Buffer.from("\r\n--\r\n-- dados\r\n")], "a.gif"));
    const { body, contentType } = await encode(form);
    const cuts = Array.from({ length: body.length }, (_, i) => i);
    const { form: got, bytes } = await read(body, contentType, cuts);
    expect(got.fields.get("alt")).toBe("Fachada --B da loja");
    expect(bytes.toString()).toBe("\r\n--\r\n-- dados\r\n");
  });

  it("takes a preamble, padding after a boundary, an epilogue and RFC 5987 file names", async () => {
    const body = raw(
      `preâmbulo\n--B  \nContent-Disposition: form-data; name="file"; filename*=UTF-8''foto%20ver%C3%A3o.jpg\n` +
        `Content-Type: image/jpeg\n\nxyz\n--B\nContent-Disposition: form-data; name="alt"\n\nPraia\n--B--\nepílogo`,
    );
    const { form, bytes } = await read(body, typeB);
    expect(form.file?.name).toBe("foto verão.jpg");
    expect(bytes.toString()).toBe("xyz");
    expect(form.fields.get("alt")).toBe("Praia");
  });

  it("turns a browser's %22, %0D and %0A in a name back into the characters", async () => {
    const body = raw(
      `--B\nContent-Disposition: form-data; name="file"; filename="a%22b%0Dc%0Ad.jpg"\n\nx\n--B--\n`,
    );
    expect((await read(body, typeB)).form.file?.name).toBe('a"b\rc\nd.jpg');
  });

  it("keeps no file when the file field is text", async () => {
    const body = raw(`--B\nContent-Disposition: form-data; name="file"\n\nnão é arquivo\n--B--\n`);
    const { form } = await read(body, typeB);
    expect(form.file).toBeNull();
    expect(form.fields.get("file")).toBe("não é arquivo");
  });

  it("stops at a file over its limit, and refuses a text field over its own", async () => {
    const form = new FormData();
    form.append("file", new File([Buffer.alloc(5000)], "a.jpg"));
    const big = await encode(form);
    await expect(read(big.body, big.contentType, [100, 2000], { fileBytes: 4999 })).rejects.toThrow(
      FilePartTooLarge,
    );
    expect((await read(big.body, big.contentType, [], { fileBytes: 5000 })).bytes.length).toBe(
      5000,
    );
    const long = new FormData();
    long.append("alt", "x".repeat(101));
    const text = await encode(long);
    await expect(read(text.body, text.contentType, [], { fieldBytes: 100 })).rejects.toThrow(
      MultipartError,
    );
  });

  it.each([
    [
      "cut off before its last boundary",
      `--B\nContent-Disposition: form-data; name="file"; filename="a.jpg"\n\nxy`,
    ],
    ["cut off inside the part headers", `--B\nContent-Disposition: form-da`],
    [
      "a part without a name",
      `--B\nContent-Disposition: form-data; filename="a.jpg"\n\nx\n--B--\n`,
    ],
    [
      "a part that is not form-data",
      `--B\nContent-Disposition: attachment; name="a"\n\nx\n--B--\n`,
    ],
    ["a part without Content-Disposition", `--B\nContent-Type: text/plain\n\nx\n--B--\n`],
    ["text after a boundary", `--B lixo\nContent-Disposition: form-data; name="a"\n\nx\n--B--\n`],
    ["no boundary at all", `só texto`],
  ])("refuses a body %s", async (_label, text) => {
    await expect(read(raw(text), typeB)).rejects.toThrow(MultipartError);
  });

  it("reads past text fields it was not asked for, and refuses a body of too many parts", async () => {
    const form = new FormData();
    form.append("desconhecido", "x".repeat(100_000));
    form.append("alt", "Praia");
    const { body, contentType } = await encode(form);
    const { form: got } = await read(body, contentType, [], { fieldBytes: 1000 });
    expect([...got.fields]).toEqual([["alt", "Praia"]]);
    const many = new FormData();
    for (let i = 0; i < 17; i++) many.append("alt", "");
    const parts = await encode(many);
    await expect(read(parts.body, parts.contentType)).rejects.toThrow(MultipartError);
  });

  it("refuses part headers that never end", async () => {
    const body = Buffer.concat([raw(`--B\nX-Longo: `), Buffer.alloc(20_000, 0x61)]);
    await expect(read(body, typeB)).rejects.toThrow(MultipartError);
  });
});

describe("boundaryOf", () => {
  it.each([
    ["multipart/form-data; boundary=----WebKitFormBoundaryA1b2", "----WebKitFormBoundaryA1b2"],
    ['multipart/form-data; boundary="com espaço"', "com espaço"],
    ["multipart/form-data; charset=utf-8; BOUNDARY=x; y=z", "x"],
    ["multipart/form-data", null],
    ["multipart/form-data; boundary=", null],
    [`multipart/form-data; boundary=${"x".repeat(71)}`, null],
    [undefined, null],
  ])("%s → %s", (header, boundary) => {
    expect(boundaryOf(header)).toBe(boundary);
  });
});
