import { Lock } from 'lucide-react';
import styled from 'styled-components';
import { Container, Section } from '@/components/layouts/section';
import { usePageMeta } from '@/features/site/hooks/use-page-meta';
import { LOGIN_META } from '@/config/page-meta';
import { publicPath } from '@/config/public-pages';
import { lazyIsland } from '@/lib/lazy-island';

// Its own chunk (with the form library), so the other public pages do not download it.
const LoginForm = lazyIsland(
  () => import('@/features/auth/components/login-form').then((module) => module.LoginForm),
  { name: 'login-form' },
);

const StyledCard = styled.div`
  max-width: 440px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 6px solid ${({ theme }) => theme.colors.brand};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 52px;
  height: 52px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.brand};
`;

/** `/login`: sign-in for the dispatch staff. */
export function LoginRoute() {
  usePageMeta(LOGIN_META);
  return (
    <Section $tone="brand">
      <Container>
        <StyledCard>
          <StyledIcon>
            <Lock size={24} aria-hidden />
          </StyledIcon>
          <h1 id="login-title">Přihlášení do administrace</h1>
          <p>
            Přístup jen pro dispečink a zaměstnance. Taxi si objednáte na stránce{' '}
            <a href={publicPath('order', 'cs')}>Objednat</a> nebo telefonem.
          </p>
          <LoginForm />
        </StyledCard>
      </Container>
    </Section>
  );
}
