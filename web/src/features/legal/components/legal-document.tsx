import { POLICIES_EFFECTIVE_DATE } from '@taxi/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate } from '@/lib/format';
import { Container, Section, SectionHeading } from '@/components/layouts/section';

const StyledArticle = styled.article`
  max-width: 760px;
  h2 {
    margin-top: ${({ theme }) => theme.space.xxl};
    font-size: ${({ theme }) => theme.font.size.xl};
    scroll-margin-top: 80px;
  }
  p,
  li {
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: 1.65;
  }
  ul {
    padding-left: ${({ theme }) => theme.space.xl};
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  a {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    text-underline-offset: 3px;
  }
`;

const StyledEffective = styled.p`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  && {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledToc = styled.nav`
  margin: ${({ theme }) => `${theme.space.xl} 0`};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin-top: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.xl};
    columns: 2 16rem;
  }
  li {
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

export type LegalSection = { id: string; title: string; body: ReactNode };

/** A legal page: heading, effective date (spec: 2023-08-09), contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Section $tone="plain" aria-labelledby="legal-title">
      <Container>
        <StyledArticle>
          <SectionHeading id="legal-title" eyebrow="Právní informace" title={title} level={1} />
          <StyledEffective>
            Platné a účinné od{' '}
            <time dateTime={POLICIES_EFFECTIVE_DATE}>{formatDate(POLICIES_EFFECTIVE_DATE)}</time>
          </StyledEffective>
          {intro}
          <StyledToc aria-labelledby="legal-toc">
            <h2 id="legal-toc">Obsah</h2>
            <ol>
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </StyledToc>
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>
                {index + 1}. {section.title}
              </h2>
              {section.body}
            </section>
          ))}
        </StyledArticle>
      </Container>
    </Section>
  );
}
