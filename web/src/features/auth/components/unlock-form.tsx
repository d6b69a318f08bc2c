import { LockOpen } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { unlockFailureMessage, useUnlock } from '@/features/auth/hooks/use-unlock';
import { PASSWORD_REQUIRED_MESSAGE, USERNAME_REQUIRED_MESSAGE } from '@/features/auth/login-messages';
import { SignInForm } from './sign-in-form';

const StyledNext = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export type UnlockFormProps = {
  /** The session's login name; null when the gateway does not know it (the name is asked for too). */
  admin: string | null;
  /** Said above the password (and read with it): what opens after unlocking. */
  next?: string;
  onUnlocked: () => void;
};

/** The password (and the name, when unknown) and Odemknout; the first field to fill is `data-autofocus`. */
export function UnlockForm({ admin, next, onUnlocked }: UnlockFormProps) {
  const unlock = useUnlock(admin, onUnlocked);
  const form = useRef<HTMLFormElement>(null);
  const nextId = useId();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});

  const submit = () => {
    const name = admin ?? username.trim();
    const missing = {
      username: name ? undefined : USERNAME_REQUIRED_MESSAGE,
      password: password ? undefined : PASSWORD_REQUIRED_MESSAGE,
    };
    setErrors(missing);
    if (missing.username || missing.password) {
      return;
    }
    unlock.mutate(
      { username: name, password },
      {
        onError: (error) => {
          setPassword('');
          setErrors({ password: unlockFailureMessage(error) });
          form.current?.querySelector<HTMLInputElement>('input[type="password"]')?.focus();
        },
      },
    );
  };

  return (
    <SignInForm
      ref={form}
      noValidate
      aria-label="Odemknout obrazovku"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {admin === null ? (
        <TextField
          data-autofocus
          label="Jméno"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          error={errors.username}
        />
      ) : (
        // For password managers: whose password this is.
        <input type="text" name="username" autoComplete="username" value={admin} readOnly hidden />
      )}
      {next && <StyledNext id={nextId}>{next}</StyledNext>}
      <TextField
        data-autofocus={admin === null ? undefined : true}
        label="Heslo"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
        aria-describedby={next ? nextId : undefined}
      />
      <Button type="submit" disabled={unlock.isPending} icon={<LockOpen size={20} aria-hidden />}>
        {unlock.isPending ? 'Odemykám…' : 'Odemknout'}
      </Button>
    </SignInForm>
  );
}
