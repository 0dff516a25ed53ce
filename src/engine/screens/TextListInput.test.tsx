import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, defaultI18nProvider, Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { TextListInput } from './TextListInput';

describe('a list of short texts typed in one field', { timeout: 20_000 }, () => {
  it('saves the parts between commas, trimmed, without empty ones, and shows them joined', async () => {
    const submitted = vi.fn();
    render(
      <AdminContext i18nProvider={defaultI18nProvider}>
        <Form record={{ tagNumbers: ['ZA-1'] }} onSubmit={submitted}>
          <TextListInput source="tagNumbers" label="Tag numbers" />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>,
    );
    const input = await screen.findByLabelText('Tag numbers', {}, { timeout: 5000 });
    expect(input).toHaveValue('ZA-1');
    await userEvent.type(input, ', ZA-2 ,, TOPS 7 ,');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0]).toEqual({ tagNumbers: ['ZA-1', 'ZA-2', 'TOPS 7'] });
  });
});
