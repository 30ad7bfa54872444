// Real JPEGs for tests, made by libvips (sharp): a phone photo's shape, with EXIF (camera, GPS position) when asked.
import sharp from 'sharp';

/** The EXIF a phone writes: its make and model, and where the photo was taken (Beijing, Tiananmen). */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', Software: 'SecretCam 1.0' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 2900/100' },
} as const;

/** A w×h JPEG of one colour, with PHONE_EXIF when `exif`. */
export async function makeJpeg(w: number, h: number, o: { readonly exif?: boolean; readonly quality?: number } = {}): Promise<Buffer> {
  const image = sharp({ create: { width: w, height: h, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg({ quality: o.quality ?? 90 });
  return (o.exif ? image.withExif(PHONE_EXIF) : image).toBuffer();
}

/** A w×h JPEG of random pixels (it does not compress: ~w·h·1.5 bytes at quality 95). */
export async function noiseJpeg(w: number, h: number, quality = 95): Promise<Buffer> {
  const { randomBytes } = await import('node:crypto');
  return sharp(randomBytes(w * h * 3), { raw: { width: w, height: h, channels: 3 } }).jpeg({ quality }).toBuffer();
}

/** Whether `jpeg` carries an EXIF segment (APP1 "Exif\0\0"). */
export const hasExif = (jpeg: Buffer): boolean => jpeg.includes(Buffer.from('Exif\0\0', 'latin1'));
