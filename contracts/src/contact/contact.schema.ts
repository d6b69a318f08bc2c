import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1, 'Povinné pole').max(max, `Nejvýše ${max} znaků`);
// Name and subject end up in mail headers at the upstream's mailer: no CR, LF, NUL or other control characters.
const singleLine = (max: number) =>
  required(max).regex(/^[^\p{Cc}]*$/u, 'Nesmí obsahovat řídicí znaky ani zalomení řádku');

export const ContactMessageSchema = z.strictObject({
  name: singleLine(100),
  email: z.string().trim().max(254).pipe(z.email('Neplatný e-mail')),
  subject: singleLine(200),
  message: required(5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
