import { z } from 'zod';

import { text } from './fields';

/** POST /api/auth/login and the admin login form. */
export const loginSchema = z.object({
  username: text().trim().min(1, 'Required').max(100, 'Too long'),
  password: text().min(1, 'Required').max(1000, 'Too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;
