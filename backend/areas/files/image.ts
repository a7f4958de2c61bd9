import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { Code } from '../../../common/envelope.ts';
import { AppError } from '../../errors.ts';

/** The types an upload may be, by its bytes (the name and the declared type are ignored). */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/gif']);
/** The longest side kept: a phone photo of a licence is larger than any screen needs. */
const MAX_SIDE = 4000;

export interface StoredImage {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  width: number;
  height: number;
}

/**
 * An uploaded image as the shop keeps it (docs/decisions/0010): the type read from the
 * content with file-type, then decoded and written anew by sharp, so what is stored is
 * pixels sharp wrote — no EXIF (a phone's location), no trailing bytes (a script after a
 * GIF's image), orientation applied. A JPEG stays a JPEG; PNG and GIF (first frame) become PNG.
 */
export async function reencodeImage(input: Uint8Array): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED.has(type.mime)) throw new AppError(Code.invalid, 'fileTypeImage');
  const jpeg = type.mime === 'image/jpeg';
  try {
    const image = sharp(input, { animated: false, limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    const { data, info } = await (jpeg ? image.jpeg({ quality: 85 }) : image.png()).toBuffer({
      resolveWithObject: true,
    });
    return {
      bytes: data,
      contentType: jpeg ? 'image/jpeg' : 'image/png',
      ext: jpeg ? 'jpg' : 'png',
      width: info.width,
      height: info.height,
    };
  } catch {
    throw new AppError(Code.invalid, 'fileUnreadable');
  }
}
