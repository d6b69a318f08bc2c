import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'isPublic';

/** The route answers without an admin session (login, contact form, token check, health). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
