import { IMAGE_MESSAGES, SUPPORTED_IMAGE_FORMATS, THUMBNAIL_SIZES, type ThumbnailSize } from '@potluck/api';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { HttpError } from '../../http/http-error';

/**
 * Loaders an upload must never reach, whatever its bytes claim: vector and document formats (SVG can carry
 * script and fetch URLs), and libvips' own or scientific formats. The whitelist below decides what is
 * accepted; blocking these keeps them from even being parsed.
 */
sharp.block({
  operation: [
    'VipsForeignLoadSvg',
    'VipsForeignLoadPdf',
    'VipsForeignLoadMagick',
    'VipsForeignLoadOpenslide',
    'VipsForeignLoadVips',
    'VipsForeignLoadMatrix',
    'VipsForeignLoadFits',
    'VipsForeignLoadCsv',
    'VipsForeignLoadAnalyze',
    'VipsForeignLoadRaw',
    'VipsForeignLoadPpm',
    'VipsForeignLoadRad',
    'VipsForeignLoadTiff',
    'VipsForeignLoadJp2k',
    'VipsForeignLoadJxl',
  ],
});

/** Longest side of the stored "original". 2000 lets a 4000×3000 phone JPEG decode at half scale (shrink-on-load), the largest cost of an upload. */
export const MAX_EDGE = 2000;
const MAIN_QUALITY = 82;
const THUMB_QUALITY = 78;

export interface ProcessedImage {
  main: Buffer;
  /** jpg for opaque images (libjpeg-turbo is ~10× faster than WebP at this size), webp when there is alpha. */
  extension: 'jpg' | 'webp';
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
  thumbnails: Array<{ size: ThumbnailSize; data: Buffer }>;
  /** The decoded format (jpeg, png, webp, gif, heif/av1). */
  sourceFormat: string;
}

export interface ProcessLimits {
  maxPixels: number;
  /** Longest side of the stored image; MAX_EDGE unless given (avatars are shown small). */
  maxEdge?: number;
}

const megapixels = (pixels: number) => Math.round(pixels / 1e5) / 10;

export const unsupportedFormat = () => new HttpError(415, IMAGE_MESSAGES.unsupportedFormat(SUPPORTED_IMAGE_FORMATS));

/** What sharp's header read says, checked against the whitelist (never the extension or Content-Type). */
function acceptedFormat(meta: Metadata): boolean {
  switch (meta.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return true;
    case 'heif':
      return meta.compression === 'av1';
    default:
      return false;
  }
}

/**
 * Verifies and re-encodes an upload: header check (format whitelist, pixel limit before any decoding), a full
 * decode (truncated or corrupt data fails here), auto-orientation, first frame only, sRGB, downscaling to
 * MAX_EDGE, and a fresh encode of the pixels alone (JPEG, or WebP with alpha), so no EXIF (GPS), XMP, ICC or
 * trailing bytes survive. The WebP thumbnails come from the same decode.
 */
export async function processImage(input: Buffer, limits: ProcessLimits): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedFormat();
  }
  if (!acceptedFormat(meta) || !meta.width || !meta.height) throw unsupportedFormat();
  if (meta.width * meta.height > limits.maxPixels) {
    throw new HttpError(422, IMAGE_MESSAGES.tooManyPixels(meta.width, meta.height, megapixels(limits.maxPixels)));
  }

  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', pages: 1, page: 0 })
      .rotate()
      .resize({
        width: limits.maxEdge ?? MAX_EDGE,
        height: limits.maxEdge ?? MAX_EDGE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message)) {
      throw new HttpError(422, IMAGE_MESSAGES.tooManyPixels(meta.width, meta.height, megapixels(limits.maxPixels)));
    }
    throw unsupportedFormat();
  }
  const { width, height, channels } = pixels.info;
  const raw = { raw: { width, height, channels } } as const;
  const alpha = channels === 2 || channels === 4;
  const mainEncoding = sharp(pixels.data, raw);
  const [main, thumbs] = await Promise.all([
    (alpha
      ? mainEncoding.webp({ quality: MAIN_QUALITY, effort: 3 })
      : mainEncoding.jpeg({ quality: MAIN_QUALITY })
    ).toBuffer(),
    thumbnailsOf(pixels.data, raw.raw),
  ]);
  return {
    main,
    extension: alpha ? 'webp' : 'jpg',
    contentType: alpha ? 'image/webp' : 'image/jpeg',
    width,
    height,
    thumbnails: THUMBNAIL_SIZES.map((size, i) => ({ size, data: thumbs[i]! })),
    sourceFormat: meta.format === 'heif' ? 'avif' : meta.format!,
  };
}

/** The WebP thumbnails; the smaller ones come from the largest one's pixels (reading the full image once). */
async function thumbnailsOf(
  data: Buffer,
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 },
): Promise<Buffer[]> {
  const largest = Math.max(...THUMBNAIL_SIZES);
  const step = await sharp(data, { raw })
    .resize({ width: largest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stepRaw = { raw: { width: step.info.width, height: step.info.height, channels: step.info.channels } } as const;
  return Promise.all(
    THUMBNAIL_SIZES.map((size) =>
      sharp(step.data, stepRaw)
        .resize({ width: Math.min(size, raw.width), withoutEnlargement: true })
        .webp({ quality: THUMB_QUALITY, effort: 3 })
        .toBuffer(),
    ),
  );
}
