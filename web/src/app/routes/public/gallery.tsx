import { company } from '@/config/company';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';
import { useMessages } from '@/i18n/locale-context';

/** `/galerie`: 19 pictures (illustrations until photographs replace them) in a 1 / 2 / 3 column grid with a lightbox. */
export function GalleryRoute() {
  usePublicPageMeta('gallery');
  const t = useMessages().gallery;
  const images = company.images.gallery.map((image, index) => ({ ...image, alt: t.alts[index] ?? '' }));
  return (
    <Section aria-labelledby="gallery-title">
      <Container>
        <SectionHeading id="gallery-title" title={t.title} level={1}>
          {t.intro}
        </SectionHeading>
        <GalleryGrid images={images} />
      </Container>
    </Section>
  );
}
