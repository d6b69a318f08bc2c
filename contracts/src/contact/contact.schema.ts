import { z } from 'zod';
import { multiLineText, singleLineText } from '../common/text.schema';

// Name, subject and e-mail end up in mail headers at the upstream's mailer: one line each.
const line = (max: number) => singleLineText().trim().min(1, 'Povinné pole').max(max, `Nejvýše ${max} znaků`);

export const ContactMessageSchema = z.strictObject({
  name: line(100),
  email: singleLineText().trim().max(254).pipe(z.email('Neplatný e-mail')),
  subject: line(200),
  message: multiLineText().trim().min(1, 'Povinné pole').max(5000, 'Nejvýše 5000 znaků'),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
