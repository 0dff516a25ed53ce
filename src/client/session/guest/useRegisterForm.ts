import { useForm } from 'react-hook-form';
import { lazyResolver } from './lazyResolver';

/**
 * The register form's state: names, e-mail and a new password twice, checked by the register
 * schema; registration and the first admin's set-up ask the same.
 * @example const form = useRegisterForm();
 */
export function useRegisterForm() {
  return useForm({
    resolver: lazyResolver('register'),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
}
