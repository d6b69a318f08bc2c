import { House, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '@/config/company';
import { paths } from '@/config/paths';
import { Container, Section } from '@/components/layouts/section';

const StyledBox = styled.div`
  max-width: 640px;
  margin: 0 auto;
  text-align: center;
  h1 {
    font-size: clamp(2rem, 1.5rem + 2vw, ${({ theme }) => theme.font.size.hero});
  }
  p {
    font-size: ${({ theme }) => theme.font.size.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledCode = styled.p`
  && {
    margin: 0;
    font-size: clamp(5rem, 3rem + 8vw, 9rem);
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: 1;
    color: ${({ theme }) => theme.colors.textStrong};
    letter-spacing: -0.04em;
  }
  span {
    display: inline-block;
    padding: 0 0.1em;
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.brand};
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radius.pill};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-decoration: none;
  }
  a:first-child {
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  a:last-child {
    border: 2px solid ${({ theme }) => theme.colors.text};
  }
`;

/** The Czech 404 page for unknown public paths. */
export function NotFound() {
  return (
    <Section aria-labelledby="not-found-title">
      <Container>
        <StyledBox>
          <StyledCode aria-hidden>
            4<span>0</span>4
          </StyledCode>
          <h1 id="not-found-title">Stránka nenalezena</h1>
          <p>
            Tudy cesta nevede. Stránka, kterou hledáte, neexistuje nebo byla přesunuta. Zkontrolujte prosím
            adresu, nebo pokračujte na úvodní stránku.
          </p>
          <StyledActions>
            <Link to={paths.home}>
              <House size={20} aria-hidden />
              Na úvodní stránku
            </Link>
            <a href={`tel:${company.phoneHref}`}>
              <Phone size={20} aria-hidden />
              Zavolat taxi
            </a>
          </StyledActions>
        </StyledBox>
      </Container>
    </Section>
  );
}
