import { FALLBACK_MAX_FILE_SIZE_MB, IMAGE_MESSAGES, MAX_IMAGES_PER_RECIPE, type UploadLimits } from '@potluck/api';
import { describe, expect, it } from 'vitest';
import { checkPhotos, maxSizeMb, photoFileError, upperExtension } from './photo-validation';

const MB = 1024 * 1024;
const limits: UploadLimits = {
  max_file_size: 5 * MB,
  max_file_size_mb: 5,
  supported_formats: ['JPG', 'JPEG', 'PNG', 'WEBP', 'GIF'],
};

/** A file of `size` bytes without allocating them all (only `size` and `type` are read). */
function fileOf(name: string, type: string, size = 1000): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('photoFileError', () => {
  it('accepts a supported image at exactly the maximum size', () => {
    expect(photoFileError(fileOf('pie.jpg', 'image/jpeg', 5 * MB), limits)).toBeNull();
  });

  it('rejects one byte over the maximum with the server figure in MB', () => {
    expect(photoFileError(fileOf('pie.jpg', 'image/jpeg', 5 * MB + 1), limits)).toBe(
      'File size too large. Maximum size is 5MB',
    );
  });

  it('compares the uppercased extension, so any case is fine', () => {
    for (const name of ['a.JPG', 'a.jpg', 'a.JpEg', 'a.Png', 'a.webp', 'my.holiday.gif']) {
      expect(photoFileError(fileOf(name, 'image/png'), limits)).toBeNull();
    }
  });

  it('rejects an extension outside the server list with the list in the message', () => {
    const message = 'Unsupported file format. Supported formats: JPG, JPEG, PNG, WEBP, GIF';
    expect(photoFileError(fileOf('scan.bmp', 'image/bmp'), limits)).toBe(message);
    expect(photoFileError(fileOf('photo.heic', 'image/heic'), limits)).toBe(message);
    expect(photoFileError(fileOf('noextension', 'image/png'), limits)).toBe(message);
    expect(photoFileError(fileOf('.png', 'image/png'), limits)).toBe(message);
    // The supported list comes from the server: AVIF counts only when it says so.
    expect(photoFileError(fileOf('a.avif', 'image/avif'), limits)).toBe(message);
    expect(
      photoFileError(fileOf('a.avif', 'image/avif'), {
        ...limits,
        supported_formats: [...limits.supported_formats, 'AVIF'],
      }),
    ).toBeNull();
  });

  it('rejects anything without an image MIME type, whatever its name', () => {
    expect(photoFileError(fileOf('recipe.pdf', 'application/pdf'), limits)).toBe(IMAGE_MESSAGES.notAnImage);
    expect(photoFileError(fileOf('fake.jpg', 'text/html'), limits)).toBe(IMAGE_MESSAGES.notAnImage);
    expect(photoFileError(fileOf('unknown.png', ''), limits)).toBe(IMAGE_MESSAGES.notAnImage);
  });
});

describe('maxSizeMb', () => {
  it('uses the server figure, else the spec fallback of 10MB', () => {
    expect(maxSizeMb(limits)).toBe(5);
    expect(maxSizeMb(undefined)).toBe(FALLBACK_MAX_FILE_SIZE_MB);
    expect(maxSizeMb(null)).toBe(10);
    expect(maxSizeMb({ ...limits, max_file_size_mb: 0 })).toBe(10);
    expect(maxSizeMb({ ...limits, max_file_size_mb: Number.NaN })).toBe(10);
  });

  it('puts the fallback in the message when the server gives no MB figure', () => {
    expect(photoFileError(fileOf('a.png', 'image/png', 5 * MB + 1), { ...limits, max_file_size_mb: 0 })).toBe(
      IMAGE_MESSAGES.fileTooLarge(10),
    );
  });
});

describe('upperExtension', () => {
  it('reads the last extension in upper case', () => {
    expect(upperExtension('Pie.jpeg')).toBe('JPEG');
    expect(upperExtension('a.b.PnG')).toBe('PNG');
    expect(upperExtension('README')).toBe('');
    expect(upperExtension('trailing.')).toBe('');
  });
});

describe('checkPhotos', () => {
  const good = (n: number) => Array.from({ length: n }, (_, i) => fileOf(`p${i + 1}.png`, 'image/png'));

  it('adds nothing and says so when the limits did not load', () => {
    expect(checkPhotos(good(2), { limits: undefined, existing: 0 })).toEqual({
      accepted: [],
      rejected: [{ name: '', message: 'Upload limits not available' }],
    });
  });

  it('says nothing for an empty choice', () => {
    expect(checkPhotos([], { limits: undefined, existing: 0 })).toEqual({ accepted: [], rejected: [] });
  });

  it('keeps the good files in order and names each rejected one', () => {
    const files = [
      fileOf('a.png', 'image/png'),
      fileOf('notes.txt', 'text/plain'),
      fileOf('b.jpg', 'image/jpeg', 6 * MB),
      fileOf('c.gif', 'image/gif'),
    ];
    const result = checkPhotos(files, { limits, existing: 0 });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.gif']);
    expect(result.rejected).toEqual([
      { name: 'notes.txt', message: IMAGE_MESSAGES.notAnImage },
      { name: 'b.jpg', message: 'File size too large. Maximum size is 5MB' },
    ]);
  });

  it('allows up to 10 photos in total, counting the ones already there', () => {
    expect(MAX_IMAGES_PER_RECIPE).toBe(10);
    expect(checkPhotos(good(10), { limits, existing: 0 }).accepted).toHaveLength(10);
    const over = checkPhotos(good(3), { limits, existing: 8 });
    expect(over.accepted.map((f) => f.name)).toEqual(['p1.png', 'p2.png']);
    expect(over.rejected).toEqual([{ name: 'p3.png', message: IMAGE_MESSAGES.tooMany }]);
    expect(checkPhotos(good(1), { limits, existing: 10 }).rejected).toEqual([
      { name: 'p1.png', message: IMAGE_MESSAGES.tooMany },
    ]);
    expect(IMAGE_MESSAGES.tooMany).toMatch(/at most 10 images/);
  });

  it('does not let a rejected file use up a place', () => {
    const result = checkPhotos([fileOf('bad.bmp', 'image/bmp'), fileOf('ok.png', 'image/png')], {
      limits,
      existing: 9,
    });
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.png']);
  });
});
