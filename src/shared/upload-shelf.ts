/**
 * Where a chosen file waits for its upload. Files must not enter the log (they are large and
 * private), so the view puts the File here under a client-side upload id, logs only the id with the
 * file's name, size and type, and the migration effect takes the File back by that id. Ids are
 * sequential per page (`upload-1`, …), like request ids. A replayed session finds no file here and
 * the upload fails with `exception.files_state_missing`. In src/shared/ because the view and the
 * effect both hold it, and views may not import effects (eslint.config.js).
 */
export class UploadShelf {
  private readonly files = new Map<string, Blob>();
  private count = 0;

  /** A fresh upload id (also for files refused before upload). */
  nextId(): string {
    this.count += 1;
    return `upload-${this.count}`;
  }

  put(file: Blob): string {
    const id = this.nextId();
    this.files.set(id, file);
    return id;
  }

  /** The file, removed from the shelf; undefined when it is not (or no longer) here. */
  take(uploadId: string): Blob | undefined {
    const file = this.files.get(uploadId);
    this.files.delete(uploadId);
    return file;
  }

  /** Drops files whose uploads will not run (the block was closed). */
  discard(uploadIds: readonly string[]): void {
    for (const id of uploadIds) this.files.delete(id);
  }
}

/** The page's shelf, shared by the upload view and the migration effect. */
export const uploadShelf = new UploadShelf();
