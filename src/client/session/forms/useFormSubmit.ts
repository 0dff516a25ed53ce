import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../data/http/apiError';
import { useTranslation } from '../../i18n/LanguageProvider';
import type { Notify } from '../../common/notifications/notify';

/**
 * Submits a form through one account call. The one place that turns an API error into what the
 * user sees: field errors under their fields, the message as an error toast. `busy` stays true
 * while the call runs. `notify` is the toast of wherever the form is (console or guest pages),
 * so this hook loads neither react-admin nor MUI.
 *
 * @example const { onSubmit, busy } = useFormSubmit(form, account.login, notify);
 */
export function useFormSubmit<TInput extends FieldValues, TOutput, TResult>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  call: (values: TOutput) => Promise<TResult>,
  notify: Notify,
  onSuccess?: (result: TResult, values: TOutput) => void,
) {
  const { translate } = useTranslation();
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await call(values);
      onSuccess?.(result, values);
    } catch (error) {
      const known = Object.keys(form.getValues());
      if (isApiError(error)) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if (known.includes(field.split('.')[0] ?? ''))
            form.setError(field as Path<TInput>, { message });
        }
      }
      notify(error instanceof Error ? error.message : translate('portal.forms.failed'), {
        type: 'error',
      });
    }
  });
  return { onSubmit, busy: form.formState.isSubmitting };
}
