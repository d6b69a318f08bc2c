import { GALLERY_IMAGE_COUNT } from '@taxi/contracts';
import type { Locale } from '@/i18n/locales';

// The company's identity in one place: a real company edits this file (and swaps the image files
// under web/public/images) without touching any component. Prices, passenger limit and opening
// hours are business constants of the specification and come from @taxi/contracts; the pictures'
// descriptions and everything else the pages say are in each language's dictionary (src/i18n/).

/** One width of an image, in the modern formats (AVIF, then WebP) and the JPEG fallback. */
export type ImageFile = { width: number; avif: string; webp: string; jpeg: string };

export type ImageFiles = {
  /**
   * The same picture at growing widths, the browser picking one by the `sizes` it is shown at: the
   * first is the fallback `src`, the last the lightbox's. Phones get a step between the 1x and 2x
   * files, so a 360–412 px wide screen at 1.75–2x does not download the desktop's 2x file.
   */
  files: readonly [ImageFile, ...ImageFile[]];
  /** Intrinsic size of the first file; the others have the same aspect ratio. */
  width: number;
  height: number;
};

/** An image with its description in the page's language. */
export type ResponsiveImage = ImageFiles & { alt: string };

/** A file of an image as `[file name suffix, width]`: `['400', 400]` → `poster-400.webp`. */
type Variant = readonly [suffix: string, width: number];
type Variants = readonly [Variant, ...Variant[]];

/** `variants` smallest first; `[width, height]` is the first file's size. */
const image = (base: string, [width, height]: [number, number], [first, ...rest]: Variants): ImageFiles => {
  const file = ([suffix, fileWidth]: Variant): ImageFile => ({
    width: fileWidth,
    avif: `${base}-${suffix}.avif`,
    webp: `${base}-${suffix}.webp`,
    jpeg: `${base}-${suffix}.jpg`,
  });
  return { files: [file(first), ...rest.map(file)], width, height };
};

/** Files named by their width, e.g. `hero-640`, `hero-720`, `hero-1280`. */
const byWidth = (first: number, ...rest: number[]): Variants => [
  [String(first), first],
  ...rest.map((width): Variant => [String(width), width]),
];

export const company = {
  name: 'Taxi Litoměřice',
  legalName: 'Taxi Litoměřice s.r.o.',
  /** Where the site is published: canonical URLs, sitemap and Open Graph tags are built from it. */
  baseUrl: 'https://www.taxi-litomerice.cz',
  /** Shown as written; `phoneHref` is what a tel: link dials. */
  phone: '+420 777 050 050',
  phoneHref: '+420777050050',
  email: 'info@taxi-litomerice.cz',
  /** Where account deletion requests go (the /delete-request page). */
  supportEmail: 'podpora@taxi-litomerice.cz',
  address: {
    street: 'Dlouhá 42',
    postalCode: '412 01',
    city: 'Litoměřice',
    country: 'CZ',
    /** For the schema.org data of the landing page. */
    latitude: 50.5341,
    longitude: 14.1311,
  },
  /** The same hours for search engines (schema.org; a closing time before the opening time runs past midnight). */
  openingHoursSpecification: [
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '07:00', closes: '22:00' },
    { days: ['Friday'], opens: '07:00', closes: '05:00' },
    { days: ['Saturday'], opens: '20:00', closes: '05:00' },
  ],
  social: [
    { network: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/taxilitomerice' },
    { network: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/taxilitomerice' },
  ],
  reviews: {
    url: 'https://www.google.com/maps/search/?api=1&query=Taxi+Litom%C4%9B%C5%99ice',
  },
  /** The agency credited in the footer's copyright line. */
  agency: { name: 'Pixelárna Litoměřice' },
  copyrightYear: 2023,
  images: {
    /** The poster says its offer in the page's language (web/scripts/images/compositions.mjs). */
    poster: {
      cs: image('/images/poster', [400, 560], byWidth(400, 720, 800)),
      de: image('/images/poster-de', [400, 560], byWidth(400, 720, 800)),
      en: image('/images/poster-en', [400, 560], byWidth(400, 720, 800)),
    } satisfies Record<Locale, ImageFiles>,
    hero: image('/images/hero', [640, 480], byWidth(640, 720, 1280)),
    about: image('/images/about', [640, 480], byWidth(640, 720, 1280)),
    app: image('/images/app', [360, 480], byWidth(360, 720)),
    /** Open Graph preview (1200 × 630) in each language. */
    social: {
      cs: '/images/og-image.jpg',
      de: '/images/og-image-de.jpg',
      en: '/images/og-image-en.jpg',
    } satisfies Record<Locale, string>,
    gallery: Array.from({ length: GALLERY_IMAGE_COUNT }, (_, index) =>
      image(
        `/images/gallery/${index + 1}`,
        [480, 360],
        [
          ['sm', 480],
          ['md', 800],
          ['lg', 1440],
        ],
      ),
    ),
  },
} as const;

export type Company = typeof company;
export type SocialNetwork = Company['social'][number]['network'];
