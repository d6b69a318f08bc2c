import { z } from 'zod';

const required = (max: number) => z.string().trim().min(1, 'Povinné pole').max(max, `Nejvýše ${max} znaků`);

export const ContactMessageSchema = z.strictObject({
  name: required(100),
  email: z.string().trim().max(254).pipe(z.email('Neplatný e-mail')),
  subject: required(200),
  message: required(5000),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
