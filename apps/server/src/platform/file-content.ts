import sharp from 'sharp';
import { AppError } from './errors.ts';

/**
 * The file types an upload may be, recognised by their first bytes (the "magic number"): a client's file
 * name and declared Content-Type are ignored, since both are whatever the sender typed.
 */
export const fileTypes = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg', image: true },
  png: { mime: 'image/png', ext: 'png', image: true },
  webp: { mime: 'image/webp', ext: 'webp', image: true },
  gif: { mime: 'image/gif', ext: 'gif', image: true },
  pdf: { mime: 'application/pdf', ext: 'pdf', image: false },
} as const;
export type FileTypeName = keyof typeof fileTypes;

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffFileType(bytes: Buffer): FileTypeName | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  return null;
}

/** The file type a generated name stands for (names end in one of our own extensions). */
export function fileTypeOfName(name: string): FileTypeName | null {
  const ext = name.slice(name.lastIndexOf('.') + 1);
  const found = Object.entries(fileTypes).find(([, t]) => t.ext === ext);
  return found ? (found[0] as FileTypeName) : null;
}

/** Longest edge kept: larger than any screen shows a product or chat photo, small enough to serve. */
export const MAX_IMAGE_EDGE = 2560;
/** Decoding a small file that claims 30000×30000 pixels would take gigabytes: refuse such images first. */
export const MAX_IMAGE_INPUT_PIXELS = 50_000_000;

export type CleanImage = { data: Buffer; width: number; height: number };

const unreadable = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', '이미지를 읽을 수 없습니다. 손상되지 않은 JPEG, PNG, WebP, GIF 파일을 올려 주세요.');

/**
 * Decodes and encodes the image again in its own format: the pixels are turned upright by the EXIF
 * orientation, then every metadata block (EXIF with its GPS position, XMP, IPTC, comments) is left behind,
 * and whatever else was appended to the file (a script, an archive) does not survive a re-encode either.
 */
export async function reencodeImage(bytes: Buffer, type: Exclude<FileTypeName, 'pdf'>): Promise<CleanImage> {
  const animated = type === 'gif' || type === 'webp';
  const input = sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_INPUT_PIXELS, failOn: 'error' });
  try {
    const meta = await input.metadata();
    if (meta.format !== type) throw unreadable();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', '이미지 해상도가 너무 큽니다. 5천만 화소 이하의 이미지를 올려 주세요.');
    }
    throw unreadable();
  }
  const upright = input.autoOrient().resize({ width: MAX_IMAGE_EDGE, height: MAX_IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
  const encoded =
    type === 'jpeg' ? upright.jpeg({ quality: 85, mozjpeg: true }) : type === 'png' ? upright.png() : type === 'webp' ? upright.webp({ quality: 85 }) : upright.gif();
  try {
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw unreadable();
  }
}
