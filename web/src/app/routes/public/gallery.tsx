import { company } from '@/config/company';
import { GalleryGrid } from '@/features/gallery/components/gallery-grid';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { PAGE_META } from '@/config/page-meta';

/** `/galerie`: 19 pictures (illustrations until photographs replace them) in a 1 / 2 / 3 column grid with a lightbox. */
export function GalleryRoute() {
  usePageMeta(PAGE_META.gallery);
  return (
    <Section aria-labelledby="gallery-title">
      <Container>
        <SectionHeading id="gallery-title" title="Galerie" level={1}>
          Ilustrace našich vozů a míst, kam vás v Litoměřicích a okolí každý den vozíme. Klepnutím obrázek
          zvětšíte.
        </SectionHeading>
        <GalleryGrid images={company.images.gallery} />
      </Container>
    </Section>
  );
}
