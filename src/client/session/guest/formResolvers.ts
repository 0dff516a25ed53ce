import { zodResolver } from '@hookform/resolvers/zod';
import {
  completeProfileBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerFormSchema,
  resetPasswordFormSchema,
} from '../../../shared/authCalls';

/** The forms of the pages without the shell, validated with the shared schemas of src/shared/authCalls. */
export const formResolvers = {
  login: zodResolver(loginBodySchema),
  register: zodResolver(registerFormSchema),
  forgotPassword: zodResolver(forgotPasswordBodySchema),
  resetPassword: zodResolver(resetPasswordFormSchema),
  completeProfile: zodResolver(completeProfileBodySchema),
};
