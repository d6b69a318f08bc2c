import { POLICIES_EFFECTIVE_DATE } from '@taxi/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { fill, rich } from '@/i18n/fill';
import { formatLongDate } from '@/i18n/format';
import { useLocale, useMessages } from '@/i18n/locale-context';
import type { TextBlock } from '@/i18n/messages';

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

const StyledPrevails = styled.p`
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.brand};
  background: ${({ theme }) => theme.colors.surface};
`;

/** What a text's placeholders stand for: plain text, or an element such as a link. */
export type TextValues = Readonly<Record<string, string | number | ReactNode>>;

/** A dictionary block as HTML: a paragraph or a list, its placeholders filled in. */
export function Blocks({ blocks, values }: { blocks: readonly TextBlock[]; values: TextValues }) {
  const texts: Record<string, string | number> = {};
  const nodes: Record<string, ReactNode> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string' || typeof value === 'number') {
      texts[name] = value;
    } else {
      nodes[name] = value;
    }
  }
  const render = (text: string) => rich(fill(text, texts), nodes);
  return blocks.map((block, index) =>
    typeof block === 'string' ? (
      <p key={index}>{render(block)}</p>
    ) : (
      <ul key={index}>
        {block.list.map((item) => (
          <li key={item}>{render(item)}</li>
        ))}
      </ul>
    ),
  );
}

export type LegalSection = { id: string; title: string; body: ReactNode };

/**
 * A legal page: heading, effective date (spec: 2023-08-09), in a translation the note that the Czech
 * text prevails, contents and numbered sections.
 */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const locale = useLocale();
  const t = useMessages().legal;
  return (
    <Section $tone="plain" aria-labelledby="legal-title">
      <Container>
        <StyledArticle>
          <SectionHeading id="legal-title" eyebrow={t.eyebrow} title={title} level={1} />
          <StyledEffective>
            {rich(t.effective, {
              date: (
                <time dateTime={POLICIES_EFFECTIVE_DATE}>
                  {formatLongDate(POLICIES_EFFECTIVE_DATE, locale)}
                </time>
              ),
            })}
          </StyledEffective>
          {t.prevails && <StyledPrevails>{t.prevails}</StyledPrevails>}
          {intro}
          <StyledToc aria-labelledby="legal-toc">
            <h2 id="legal-toc">{t.contents}</h2>
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
