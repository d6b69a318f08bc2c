import { existsSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_IMAGE_COUNT } from '@taxi/contracts';
import { describe, expect, it } from 'vitest';
import { company, type ImageFiles } from './company';

const publicDir = path.resolve(import.meta.dirname, '../../public');
const files = (image: ImageFiles) => image.files.flatMap((file) => [file.avif, file.webp, file.jpeg]);
const { gallery, social, poster, ...pages } = company.images;
const responsiveImages = [...gallery, ...Object.values(poster), ...Object.values(pages)];

describe('company configuration', () => {
  it('lists the 19 gallery photos of the specification (their descriptions are in the dictionaries)', () => {
    expect(company.images.gallery).toHaveLength(GALLERY_IMAGE_COUNT);
  });

  it('points at image files that exist in web/public', () => {
    const all = responsiveImages.flatMap(files);
    for (const file of [...all, ...Object.values(social)]) {
      expect(existsSync(path.join(publicDir, file)), file).toBe(true);
    }
  });

  it('lists the files of each image smallest first', () => {
    for (const image of responsiveImages) {
      const widths = image.files.map((file) => file.width);
      expect(widths, image.files[0].jpeg).toEqual([...widths].sort((a, b) => a - b));
      expect(widths[0], image.files[0].jpeg).toBe(image.width);
    }
  });

  it('dials the number it shows', () => {
    expect(company.phone.replace(/\s/g, '')).toBe(company.phoneHref);
  });
});
