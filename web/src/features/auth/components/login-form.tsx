import { LogIn } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { FormAlert } from '@/features/site/components/form-alert';

/** Spec section 8: any failure, or an answer without an access token. */
export const LOGIN_FAILURE_MESSAGE = 'Špatné přihlašovací údaje';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  input {
    min-height: 48px;
  }
  button[type='submit'] {
    min-height: 52px;
    border-radius: ${({ theme }) => theme.radius.pill};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

type Errors = { username?: string; password?: string };

/** Username (Jméno) and password (Heslo), both required; success opens the dashboard. */
export function LoginForm() {
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) {
      return;
    }
    const found: Errors = {
      username: username.trim() ? undefined : 'Vyplňte prosím jméno.',
      password: password ? undefined : 'Vyplňte prosím heslo.',
    };
    setErrors(found);
    if (found.username || found.password) {
      document.getElementById(found.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    setSending(true);
    setFailed(false);
    let ok: boolean;
    try {
      const { login } = await import('@/features/auth/api/login');
      ok = await login({ username: username.trim(), password });
    } catch {
      ok = false;
    }
    setSending(false);
    if (ok) {
      void navigate(paths.admin.dashboard);
    } else {
      setPassword('');
      setFailed(true);
    }
  };

  return (
    <StyledForm noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <TextField
        id="login-username"
        name="username"
        label="Jméno"
        autoComplete="username"
        required
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <TextField
        id="login-password"
        name="password"
        label="Heslo"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {failed && <FormAlert tone="error">{LOGIN_FAILURE_MESSAGE}</FormAlert>}
      <Button type="submit" disabled={sending} icon={<LogIn size={20} aria-hidden />}>
        {sending ? 'Přihlašuji…' : 'Přihlásit se'}
      </Button>
    </StyledForm>
  );
}
