import { company } from '../../../config/company';
import { GalleryGrid } from '../../../features/gallery/components/gallery-grid';
import { Container, Section, SectionHeading } from '../../../features/site/components/section';
import { usePageMeta } from '../../../features/site/hooks/use-page-meta';
import { PAGE_META } from '../../../features/site/seo/page-meta';

/** `/galerie`: 19 photos in a 1 / 2 / 3 column grid with a lightbox. */
export function GalleryRoute() {
  usePageMeta(PAGE_META.gallery);
  return (
    <Section aria-labelledby="gallery-title">
      <Container>
        <SectionHeading id="gallery-title" title="Galerie" level={1}>
          Naše vozy a místa, kam vás v Litoměřicích a okolí každý den vozíme. Klepnutím fotografii zvětšíte.
        </SectionHeading>
        <GalleryGrid images={company.images.gallery} />
      </Container>
    </Section>
  );
}
