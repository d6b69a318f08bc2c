import styled from 'styled-components';
import { company } from '@/config/company';
import { Container, Section, SectionHeading } from '@/components/layouts/section';

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
  return (
    <Section aria-labelledby="delete-title">
      <Container>
        <SectionHeading id="delete-title" eyebrow="Účet v aplikaci" title="Žádost o smazání účtu" level={1} />
        <StyledText>
          Pokud si přejete smazat svůj účet a všechna související data, napište prosím naší podpoře na e-mail{' '}
          <a href={`mailto:${company.supportEmail}?subject=${encodeURIComponent('Žádost o smazání účtu')}`}>
            {company.supportEmail}
          </a>
          .
        </StyledText>
      </Container>
    </Section>
  );
}
