import { ContactMessageSchema } from '../contact/contact.schema';
import { codeOfIssue } from './error-codes';

const codes = (input: Record<string, unknown>) => {
  const result = ContactMessageSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => [issue.path.join('.'), codeOfIssue(issue, input)]);
};
const valid = { name: 'Jana', email: 'jana@example.cz', subject: 'Dotaz', message: 'Dobrý den' };

describe('issue codes', () => {
  it('call a field left out or blank required, whichever rule caught it', () => {
    expect(codes({ ...valid, name: '   ', message: undefined })).toEqual([
      ['name', { code: 'required' }],
      ['message', { code: 'required' }],
    ]);
  });

  it('name the length broken, a bad e-mail and a bad format', () => {
    expect(codes({ ...valid, subject: 'x'.repeat(201), email: 'jana@', name: 'Jan\nNovák' })).toEqual([
      ['name', { code: 'invalid_format' }],
      ['email', { code: 'invalid_email' }],
      ['subject', { code: 'too_long', limit: 200 }],
    ]);
  });
});
