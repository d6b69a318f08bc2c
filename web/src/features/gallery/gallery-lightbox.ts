/**
 * The lightbox of the static gallery page (the prerendered grid and its closed `<dialog>`, without
 * React): a tile opens its photo large, the arrow keys and buttons move between photos, Escape and
 * Zavřít close it and focus returns to the tile. The SPA's `GalleryGrid` does the same with React.
 * The large file is the last of each tile's srcsets (the lightbox shows only the largest).
 */
export function enhanceGallery(root: HTMLElement): void {
  const tiles = [...root.querySelectorAll<HTMLButtonElement>('ol button')];
  const dialog = root.querySelector('dialog');
  const picture = dialog?.querySelector('figure picture');
  const image = picture?.querySelector('img');
  const heading = dialog?.querySelector('h2');
  const caption = dialog?.querySelector('figcaption');
  // The page's own words, e.g. "Bild {number} von {count}" (lightbox.tsx puts them there).
  const title = dialog?.querySelector('[data-title-template]')?.getAttribute('data-title-template') ?? '';
  if (!dialog || !picture || !image || !heading || !caption || tiles.length === 0) {
    return;
  }
  let shown = 0;

  const show = (index: number): void => {
    shown = (index + tiles.length) % tiles.length;
    const tile = tiles[shown]?.querySelector('picture');
    const tileImage = tile?.querySelector('img');
    if (!tile || !tileImage) {
      return;
    }
    const sources = [...tile.querySelectorAll('source')];
    picture.querySelectorAll('source').forEach((source, at) => {
      source.srcset = largest(sources[at]?.srcset ?? '') ?? source.srcset;
    });
    const width = Number(largestWidth(tileImage.srcset) ?? image.width);
    image.srcset = largest(tileImage.srcset) ?? image.srcset;
    image.src = image.srcset.split(' ')[0] ?? image.src;
    image.width = width;
    image.height = Math.round((width * tileImage.height) / tileImage.width);
    image.alt = tileImage.alt;
    image.loading = 'eager';
    caption.textContent = tileImage.alt;
    heading.textContent = title
      .replace('{number}', String(shown + 1))
      .replace('{count}', String(tiles.length));
  };

  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'ArrowRight') {
      show(shown + 1);
    } else if (event.key === 'ArrowLeft') {
      show(shown - 1);
    }
  };
  tiles.forEach((tile, index) =>
    tile.addEventListener('click', () => {
      show(index);
      dialog.showModal();
      document.addEventListener('keydown', onKey);
    }),
  );
  // Escape (cancel) and Zavřít close it; close() hands focus back to the tile.
  dialog.addEventListener('close', () => document.removeEventListener('keydown', onKey));
  dialog.querySelector('[data-dialog-close]')?.addEventListener('click', () => dialog.close());
  dialog.querySelectorAll<HTMLElement>('[data-gallery-step]').forEach((button) => {
    button.addEventListener('click', () => show(shown + Number(button.dataset.galleryStep)));
  });
}

/** The last candidate of a srcset (`a.avif 480w, b.avif 1440w` → `b.avif 1440w`). */
function largest(srcset: string): string | undefined {
  return srcset.split(',').at(-1)?.trim() || undefined;
}

function largestWidth(srcset: string): string | undefined {
  return largest(srcset)?.split(' ')[1]?.replace('w', '');
}
