import { LogIn } from 'lucide-react';
import type { LoginRequest } from '@taxi/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useFormLive } from '@/lib/forms/use-form-live';
import { rememberSignedInAdmin } from '@/lib/admin-drafts';
import { pageAfterLogin } from '@/lib/return-path';
import { FormAlert } from '@/components/ui/form-alert';
import { SignInForm } from './sign-in-form';
import { LOGIN_FAILURE_MESSAGE } from '@/features/auth/login-messages';

// The login page is public: zod and the schema load on the first Přihlásit se.
const resolver = lazyResolver(async () => (await import('@/features/auth/login-form-schema')).loginResolver);

/**
 * Username (Jméno) and password (Heslo), both required; success opens the dashboard, or the admin
 * page the session ended on (`?next=`).
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, setValue, formState } = useForm<LoginRequest>({
    resolver,
    defaultValues: { username: '', password: '' },
  });
  const [failed, setFailed] = useState(false);
  const sending = formState.isSubmitting;
  const live = useFormLive();

  const submit = async (request: LoginRequest) => {
    setFailed(false);
    let ok: boolean;
    try {
      const { login } = await import('@/features/auth/api/login');
      ok = await login(request);
    } catch {
      ok = false;
    }
    if (ok) {
      rememberSignedInAdmin(request.username);
      void navigate(pageAfterLogin(window.location.search));
    } else {
      setValue('password', '');
      setFailed(true);
    }
  };

  return (
    <SignInForm
      noValidate
      onSubmit={(event) => void handleSubmit(submit)(event)}
      aria-labelledby="login-title"
    >
      <TextField
        id="login-username"
        name="username"
        label="Jméno"
        autoComplete="username"
        required
        registration={register('username')}
        error={formState.errors.username}
      />
      <TextField
        id="login-password"
        name="password"
        label="Heslo"
        type="password"
        autoComplete="current-password"
        required
        registration={register('password')}
        error={formState.errors.password}
      />
      {failed && <FormAlert tone="error">{LOGIN_FAILURE_MESSAGE}</FormAlert>}
      <Button type="submit" disabled={sending || !live} icon={<LogIn size={20} aria-hidden />}>
        {sending ? 'Přihlašuji…' : 'Přihlásit se'}
      </Button>
    </SignInForm>
  );
}
