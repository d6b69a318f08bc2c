import { House, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { company } from '@/config/company';
import { publicPath } from '@/config/public-pages';
import { useLocale, useMessages } from '@/i18n/locale-context';
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

/** The 404 page for unknown public paths, in the language of the path (`/de/…`). */
export function NotFound() {
  const locale = useLocale();
  const t = useMessages().notFound;
  return (
    <Section aria-labelledby="not-found-title">
      <Container>
        <StyledBox>
          <StyledCode aria-hidden>
            4<span>0</span>4
          </StyledCode>
          <h1 id="not-found-title">{t.title}</h1>
          <p>{t.text}</p>
          <StyledActions>
            <Link to={publicPath('home', locale)}>
              <House size={20} aria-hidden />
              {t.home}
            </Link>
            <a href={`tel:${company.phoneHref}`}>
              <Phone size={20} aria-hidden />
              {t.call}
            </a>
          </StyledActions>
        </StyledBox>
      </Container>
    </Section>
  );
}
