import { z } from 'zod';

/** POST /api/auth/login and the admin login form. */
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Required').max(100, 'Too long'),
  password: z.string().min(1, 'Required').max(1000, 'Too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;
