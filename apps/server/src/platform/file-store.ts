import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Public files are served as they are to anyone (product photos); private ones only through the files route,
 * after the owning module's policy said yes (chat images, partner documents).
 */
export type Visibility = 'public' | 'private';

/** Where one stored file lives: `key` is `<area>/<generated name>`, never a name a client chose. */
export type FileRef = { visibility: Visibility; key: string };

export type StoredBody = { body: Readable; size: number };

/**
 * The port between the storage plugin and the bytes. Local disk today; an object store (S3-compatible,
 * one bucket per visibility) can implement the same four calls later without touching the modules.
 */
export interface FileStore {
  put(ref: FileRef, body: Buffer): Promise<void>;
  /** null when the file does not exist. */
  get(ref: FileRef): Promise<StoredBody | null>;
  /** Removing a file that is already gone is not an error. */
  delete(ref: FileRef): Promise<void>;
  /** The address a browser loads a public file from (relative to the site); private files have none. */
  url(ref: FileRef): string | null;
}

/** Keys are produced by the storage plugin, but a store must still never leave its directory. */
const SAFE_KEY = /^[a-z0-9-]+\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/**
 * Public files under DATA_DIR/uploads (served by web-static at /uploads/, beside the seed's generated images);
 * private files in a sibling directory that no static route serves.
 */
export function localDiskFileStore(dirs: { publicDir: string; privateDir: string; publicUrlPrefix: string }): FileStore {
  const fileOf = (ref: FileRef) => {
    if (!SAFE_KEY.test(ref.key)) throw new Error(`file-store: refusing key ${JSON.stringify(ref.key)}`);
    return path.join(ref.visibility === 'public' ? dirs.publicDir : dirs.privateDir, ref.key);
  };
  return {
    async put(ref, body) {
      const file = fileOf(ref);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, body, { flag: 'wx' });
      await fs.rename(partial, file);
    },
    async get(ref) {
      const file = fileOf(ref);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { body: createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(ref) {
      await fs.rm(fileOf(ref), { force: true });
    },
    url(ref) {
      return ref.visibility === 'public' ? `${dirs.publicUrlPrefix}${ref.key}` : null;
    },
  };
}
