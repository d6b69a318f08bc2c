import styled from 'styled-components';

/** The login page's and the lock screen's form: tall fields and a large, round submit button. */
export const SignInForm = styled.form`
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
