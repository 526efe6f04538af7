import { createHash, randomUUID } from "node:crypto";
import { type FileHandle, open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * An upload's bytes in a file of the system's temporary folder (decision 0033), written as they
 * arrive and read by the image process: the server holds none of them while the upload waits
 * its turn. Held in memory, five 8.7 MB photos at once left the server 40-70 MB larger for good
 * (glibc keeps what it was given back at that size), and a full queue (nine uploads of up to
 * MEDIA_MAX_BYTES) could hold 135 MB. Readable by this user only; removed once the upload is
 * stored or refused (`remove`), and by the system's cleaning of the folder after a crash.
 */
export class UploadFile {
  readonly path: string;
  private handle: FileHandle | undefined;
  private written = 0;
  // Hashed as the pieces are written: the file is never read again for it (decision 0037).
  private readonly digest = createHash("sha256");
  private hashed: string | undefined;

  private constructor(path: string, handle: FileHandle) {
    this.path = path;
    this.handle = handle;
  }

  static async create(): Promise<UploadFile> {
    const path = join(tmpdir(), `agencia-upload-${randomUUID()}`);
    return new UploadFile(path, await open(path, "wx", 0o600));
  }

  /** A file holding `bytes` (the tests and scripts that hand createMedia a buffer). */
  static async of(bytes: Buffer): Promise<UploadFile> {
    const file = await UploadFile.create();
    try {
      await file.write([bytes]);
      await file.close();
      return file;
    } catch (error) {
      await file.remove();
      throw error;
    }
  }

  get size(): number {
    return this.written;
  }

  /** SHA-256 of everything written, hex; asked once writing is over. */
  get sha256(): string {
    this.hashed ??= this.digest.digest("hex");
    return this.hashed;
  }

  /** Appends `chunks` in order. */
  async write(chunks: readonly Buffer[]): Promise<void> {
    if (!this.handle || this.hashed) throw new Error("upload file already closed");
    for (const chunk of chunks) this.digest.update(chunk);
    const { bytesWritten } = await this.handle.writev(chunks as Buffer[]);
    this.written += bytesWritten;
    const expected = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    if (bytesWritten !== expected) throw new Error("short write to the upload file");
  }

  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = undefined;
    await handle?.close();
  }

  /** Closes and deletes the file; safe to call more than once. */
  async remove(): Promise<void> {
    await this.close().catch(() => {});
    await rm(this.path, { force: true });
  }
}
