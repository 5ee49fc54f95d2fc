import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { localDiskFileStore } from './file-store.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-file-store-test-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const store = localDiskFileStore({ publicDir: path.join(root, 'uploads'), privateDir: path.join(root, 'private'), publicUrlPrefix: '/uploads/' });
const pub = { visibility: 'public' as const, key: 'reviews/AbCdEfGhIjKlMnOpQrStUvWx.png' };
const priv = { visibility: 'private' as const, key: 'chat/AbCdEfGhIjKlMnOpQrStUvWx.png' };

describe('local disk file store', () => {
  it('keeps public and private files apart, and gives only public ones an address', async () => {
    await store.put(pub, Buffer.from('public bytes'));
    await store.put(priv, Buffer.from('private bytes'));
    expect(fs.readFileSync(path.join(root, 'uploads/reviews/AbCdEfGhIjKlMnOpQrStUvWx.png'), 'utf8')).toBe('public bytes');
    expect(fs.readFileSync(path.join(root, 'private/chat/AbCdEfGhIjKlMnOpQrStUvWx.png'), 'utf8')).toBe('private bytes');
    expect(store.url(pub)).toBe('/uploads/reviews/AbCdEfGhIjKlMnOpQrStUvWx.png');
    expect(store.url(priv)).toBeNull();
  });

  it('reads a file back with its size, and says null once it is deleted (twice is fine)', async () => {
    const found = await store.get(priv);
    expect(found?.size).toBe(13);
    expect(await text(found!.body)).toBe('private bytes');
    await store.delete(priv);
    await store.delete(priv);
    expect(await store.get(priv)).toBeNull();
  });

  it('refuses a key that could leave its directory', async () => {
    await expect(store.put({ visibility: 'public', key: '../escape.png' }, Buffer.from('x'))).rejects.toThrow('refusing key');
    await expect(store.get({ visibility: 'private', key: 'chat/../../secret.png' })).rejects.toThrow('refusing key');
  });
});
