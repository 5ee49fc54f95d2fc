import sharp from 'sharp';

/** A multipart body of the `alt` field, then the file, as the back office's photo forms send it. */
export function photoBody(file: Buffer, alt: string, name = 'photo.png', type = 'image/png') {
  const boundary = '----product-photo-boundary';
  const field = `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${alt}\r\n`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(field + head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A small real PNG of one colour. */
export const png = (color = '#3366cc') => sharp({ create: { width: 48, height: 32, channels: 3, background: color } }).png().toBuffer();
