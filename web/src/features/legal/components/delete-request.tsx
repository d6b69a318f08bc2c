import styled from 'styled-components';
import { company } from '@/config/company';
import { Container, Section, SectionHeading } from '@/components/layouts/section';
import { rich } from '@/i18n/fill';
import { useMessages } from '@/i18n/locale-context';

const StyledText = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1.5;
  a {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-underline-offset: 4px;
    text-decoration-thickness: 2px;
  }
`;

/** Spec: one sentence telling users to contact support by e-mail to delete their account. */
export function DeleteRequest() {
  const t = useMessages().deleteRequest;
  return (
    <Section aria-labelledby="delete-title">
      <Container>
        <SectionHeading id="delete-title" eyebrow={t.eyebrow} title={t.title} level={1} />
        <StyledText>
          {rich(t.text, {
            email: (
              <a href={`mailto:${company.supportEmail}?subject=${encodeURIComponent(t.mailSubject)}`}>
                {company.supportEmail}
              </a>
            ),
          })}
        </StyledText>
      </Container>
    </Section>
  );
}
