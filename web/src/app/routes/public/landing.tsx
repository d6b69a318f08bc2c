import styled from 'styled-components';
import { About } from '@/features/landing/components/about';
import { Application } from '@/features/landing/components/application';
import { Benefits } from '@/features/landing/components/benefits';
import { ContactSection } from '@/features/landing/components/contact-section';
import { Hero } from '@/features/landing/components/hero';
import { PosterPopup } from '@/features/landing/components/poster-popup';
import { Pricing } from '@/features/landing/components/pricing';
import { revealStyles, useReveal } from '@/features/landing/hooks/use-reveal';
import { AppRebuildBanner } from '@/features/site/components/app-rebuild-banner';
import { Container } from '@/components/layouts/section';
import { usePublicPageMeta } from '@/features/site/hooks/use-page-meta';
import { useMessages } from '@/i18n/locale-context';
import { ContactFormIsland } from '@/app/islands/contact-form-island';
import { CONTACT_FORM_ISLAND_ID } from '@/app/islands/island-ids';

const StyledLanding = styled.div`
  ${revealStyles}
  /* Sections below the first screen are laid out and painted as they come near it, so the first
     paint does only what it shows (the estimate stands in for their height until then). */
  section:not(:first-of-type) {
    content-visibility: auto;
    contain-intrinsic-size: auto 720px;
  }
`;

// The static landing page hydrates only what is inside (app/islands/hydrate-contact-form.tsx).
const StyledIsland = styled.div`
  display: contents;
`;

const StyledBannerRow = styled.div`
  position: relative;
  margin-top: calc(-1 * ${({ theme }) => theme.space.xxl});
  box-shadow: ${({ theme }) => theme.shadow.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
`;

/** `/`: the landing page (spec section 2). */
export function LandingRoute() {
  usePublicPageMeta('home');
  useReveal();
  const contactTexts = useMessages().contact;
  return (
    <StyledLanding>
      <PosterPopup />
      <Hero />
      <Container>
        <StyledBannerRow>
          <AppRebuildBanner />
        </StyledBannerRow>
      </Container>
      <Benefits />
      <Pricing />
      <About />
      <Application />
      <ContactSection
        form={
          <StyledIsland id={CONTACT_FORM_ISLAND_ID}>
            <ContactFormIsland texts={contactTexts} />
          </StyledIsland>
        }
      />
    </StyledLanding>
  );
}
