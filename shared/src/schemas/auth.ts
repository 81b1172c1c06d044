import * as z from 'zod';
import { MESSAGES } from '../messages';

export const signInSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.invalidEmail })),
  password: z.string().min(1, { error: MESSAGES.passwordRequired }),
});
export type SignInInput = z.infer<typeof signInSchema>;
